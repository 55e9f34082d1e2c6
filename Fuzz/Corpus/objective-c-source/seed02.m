#import <UIKit/UIKit.h>
@interface Badge : UIView
@end
@implementation Badge
- (void)drawRect:(CGRect)rect {
    [[UIColor colorNamed:@"Paper"] setFill];
    UIRectFill(rect);
    [[UIColor colorNamed:@"Muted"] setStroke];
    [[UIBezierPath bezierPathWithRect:rect] stroke];
    NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:12],
                                 NSForegroundColorAttributeName: [UIColor colorNamed:@"Ink"]};
    [@"NEW" drawInRect:rect withAttributes:attributes];
}
@end
