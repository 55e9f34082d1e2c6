#import <UIKit/UIKit.h>
#import "UIColor+App.h"
@interface HomeViewController : UIViewController
@property (nonatomic, strong) UILabel *titleLabel;
@end
@implementation HomeViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor appPaperColor];
    _titleLabel = [[UILabel alloc] init];
    [self.titleLabel setTextColor:[UIColor appInkColor]];
    [self.view addSubview:_titleLabel];
}
@end
