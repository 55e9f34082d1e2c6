#import <UIKit/UIKit.h>
@interface Chip : UIView
@end
@implementation Chip
- (void)drawRect:(CGRect)rect {
    CGContextRef context = UIGraphicsGetCurrentContext();
    CGContextSetFillColorWithColor(context, [UIColor colorNamed:@"CardBackground"].CGColor);
    CGContextFillRect(context, rect);
    NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:@"Chip"];
    [text addAttribute:NSForegroundColorAttributeName value:[UIColor colorNamed:@"HeaderText"] range:NSMakeRange(0, 4)];
    [text drawInRect:rect];
}
@end
