#import <UIKit/UIKit.h>
@interface Dynamic : UIViewController
@end
@implementation Dynamic
- (void)viewDidLoad {
    self.view.backgroundColor = [UIColor colorWithDynamicProvider:^UIColor *(UITraitCollection *traits) {
        return traits.userInterfaceStyle == UIUserInterfaceStyleDark ? [UIColor colorNamed:@"Ink"] : [UIColor colorNamed:@"Paper"];
    }];
    UILabel *label = [[UILabel alloc] init];
    label.textColor = [UIColor colorNamed:@"Muted"];
    [self.view addSubview:label];
}
@end
