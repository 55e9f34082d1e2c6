#import "UIColor+App.h"
@implementation UIColor (App)
+ (UIColor *)appInkColor { return [UIColor colorNamed:@"Ink"]; }
+ (UIColor *)appPaperColor {
    static UIColor *color;
    if (!color) { color = [UIColor colorNamed:@"Paper"]; }
    return color;
}
@end
