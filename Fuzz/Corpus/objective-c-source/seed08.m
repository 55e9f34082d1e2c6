#import "UIColor+Brand.h"
@implementation UIColor (Brand)
+ (UIColor *)brandInkColor { return [UIColor colorNamed:@"Ink"]; }
@end
