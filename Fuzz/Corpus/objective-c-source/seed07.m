#import <Cocoa/Cocoa.h>
@interface Panel : NSView
@property (strong) NSTextField *caption;
@end
@implementation Panel
- (void)drawRect:(NSRect)dirtyRect {
    [[NSColor colorNamed:@"Paper"] set];
    NSRectFill(dirtyRect);
    [@"Panel" drawAtPoint:NSMakePoint(4, 4) withAttributes:@{NSForegroundColorAttributeName: [NSColor colorNamed:@"Ink"]}];
}
- (void)awakeFromNib {
    self.wantsLayer = YES;
    self.layer.backgroundColor = [NSColor colorNamed:@"CardBackground"].CGColor;
    self.caption = [NSTextField labelWithString:@"Caption"];
    self.caption.textColor = [NSColor colorNamed:@"HeaderText"];
    self.caption.backgroundColor = [NSColor colorNamed:@"Muted"];
    [self addSubview:self.caption];
}
@end
