#import <UIKit/UIKit.h>
#define HEX(rgb) [UIColor colorWithRed:((rgb >> 16) & 0xFF) / 255.0 green:((rgb >> 8) & 0xFF) / 255.0 blue:(rgb & 0xFF) / 255.0 alpha:1.0]
#define kBackground HEX(0xF6F1EA)
@interface Screen : UIViewController
@end
@implementation Screen
- (void)viewDidLoad {
    self.view.backgroundColor = kBackground;
    UILabel *note = [UILabel new];
    note.textColor = [HEX(0x336699) colorWithAlphaComponent:0.5];
    [self.view addSubview:note];
}
@end
