#import <UIKit/UIKit.h>
@interface Buttons : UIView
@end
@implementation Buttons
- (void)awakeFromNib {
    [super awakeFromNib];
    UIButton *go = [UIButton buttonWithType:UIButtonTypeCustom];
    go.backgroundColor = [UIColor colorNamed:@"Ink"];
    [go setTitle:@"Go" forState:UIControlStateNormal];
    [go setTitleColor:[UIColor colorNamed:@"Paper"] forState:UIControlStateNormal];
    [go setTitleColor:[UIColor colorNamed:@"Muted"] forState:UIControlStateHighlighted];
    [self addSubview:go];
}
@end
