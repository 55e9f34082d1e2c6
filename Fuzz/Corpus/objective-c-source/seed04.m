#import <UIKit/UIKit.h>
@interface Card : UIView
@property (nonatomic, strong) UILabel *label;
@end
@implementation Card
- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    _label = [[UILabel alloc] init];
    _label.backgroundColor = [UIColor colorNamed:@"CardBackground"];
    _label.attributedText = [[NSAttributedString alloc] initWithString:@"Title"
        attributes:@{NSForegroundColorAttributeName: [UIColor colorNamed:@"HeaderText"]}];
    [self addSubview:_label];
    return self;
}
@end
