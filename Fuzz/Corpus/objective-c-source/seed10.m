#import <UIKit/UIKit.h>
#import <MapKit/MapKit.h>
@interface MapScreen : UIViewController
@property (nonatomic, strong) MKMapView *map;
@end
@implementation MapScreen
- (void)viewDidLoad {
    self.map = [[MKMapView alloc] init];
    self.view.backgroundColor = [UIColor colorNamed:@"Paper"];
    UILabel *hint = [[UILabel alloc] init];
    hint.textColor = [UIColor colorNamed:@"Ink"];
    [self.view addSubview:hint];
}
@end
