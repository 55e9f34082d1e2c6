#import <Cocoa/Cocoa.h>
@implementation NSColor (App)
+ (NSColor *)appInkColor {
    if (@available(macOS 10.13, *)) {
        return [NSColor colorNamed:@"Ink"];
    }
    return [NSColor colorNamed:@"Muted"];
}
+ (NSColor *)appPaperColor {
    if (@available(macOS 10.13, *)) {
        return [NSColor colorNamed:@"Paper"];
    } else {
        return [NSColor whiteColor];
    }
}
@end
