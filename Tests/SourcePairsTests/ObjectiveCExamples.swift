/// Objective-C constructs, as data: each example's pairs were written from what its code
/// draws before the reader read it.
extension ConstructExamples {
    static let objectiveC: [ConstructExample] = [
        ConstructExample(
            name: "Objective-C: a color category's class methods, a label added to the controller's view",
            files: [
                "UIColor+App.h": """
                #import <UIKit/UIKit.h>
                @interface UIColor (App)
                + (UIColor *)appInkColor;
                + (UIColor *)appPaperColor;
                @end
                """,
                "UIColor+App.m": """
                #import "UIColor+App.h"
                @implementation UIColor (App)
                + (UIColor *)appInkColor { return [UIColor colorNamed:@"Ink"]; }
                + (UIColor *)appPaperColor {
                    static UIColor *color;
                    if (!color) { color = [UIColor colorNamed:@"Paper"]; }
                    return color;
                }
                @end
                """,
                "HomeViewController.m": """
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
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "Objective-C: a clear cell a table registers is drawn on the table's view; its selected background while selected",
            files: [
                "NoteCell.m": """
                #import <UIKit/UIKit.h>
                @interface NoteCell : UITableViewCell
                @property (nonatomic, strong) UILabel *noteLabel;
                @end
                @implementation NoteCell
                - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                    self.backgroundColor = [UIColor clearColor];
                    UIView *selected = [[UIView alloc] init];
                    selected.backgroundColor = [UIColor colorNamed:@"CardBackground"];
                    self.selectedBackgroundView = selected;
                    _noteLabel = [[UILabel alloc] init];
                    _noteLabel.textColor = [UIColor colorNamed:@"Ink"];
                    [self.contentView addSubview:_noteLabel];
                    return self;
                }
                @end
                """,
                "NotesViewController.m": """
                #import <UIKit/UIKit.h>
                @interface NotesViewController : UIViewController
                @property (nonatomic, strong) UITableView *tableView;
                @end
                @implementation NotesViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.view.backgroundColor = [UIColor colorNamed:@"Paper"];
                    self.tableView = [[UITableView alloc] init];
                    self.tableView.backgroundColor = [UIColor clearColor];
                    [self.tableView registerClass:[NoteCell class] forCellReuseIdentifier:@"note"];
                    [self.view addSubview:self.tableView];
                }
                @end
                """,
            ],
            mustPair: ["Ink on Paper", "Ink on CardBackground"],
            mustNotPair: ["Ink on systemBackground"]),
        ConstructExample(
            name: "Objective-C: drawRect: draws its text over the last fill, not over a stroke",
            files: ["Badge.m": """
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
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on Muted"]),
        ConstructExample(
            name: "Objective-C: a fill set with Core Graphics, then an attributed string drawn",
            files: ["Chip.m": """
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
                """],
            mustPair: ["HeaderText on CardBackground"]),
        ConstructExample(
            name: "Objective-C: an attributed text's color over the label's own fill",
            files: ["Card.m": """
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
                """],
            mustPair: ["HeaderText on CardBackground"]),
        ConstructExample(
            name: "Objective-C: values a hex macro computes",
            files: ["Theme.m": """
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
                """],
            mustPair: ["#336699.opacity(0.5) on #F6F1EA"]),
        ConstructExample(
            name: "Objective-C: a button's title colors per state over its own fill",
            files: ["Buttons.m": """
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
                """],
            mustPair: ["Paper on Ink"],
            mustNotPair: ["white on Ink"]),
        ConstructExample(
            name: "Objective-C: AppKit, a view's drawRect: and a layer's background",
            files: ["Panel.m": """
                #import <Cocoa/Cocoa.h>
                @interface Panel : NSView
                @property (strong) NSTextField *caption;
                @end
                @implementation Panel
                - (void)drawRect:(NSRect)dirtyRect {
                    [[NSColor colorNamed:@"Paper"] set];
                    NSRectFill(dirtyRect);
                    [@"Panel" drawAtPoint:NSMakePoint(4, 4) withAttributes:@{NSForegroundColorAttributeName: [NSColor colorNamed:@"Ink"]}];
                }
                - (void)awakeFromNib {
                    self.wantsLayer = YES;
                    self.layer.backgroundColor = [NSColor colorNamed:@"CardBackground"].CGColor;
                    self.caption = [NSTextField labelWithString:@"Caption"];
                    self.caption.textColor = [NSColor colorNamed:@"HeaderText"];
                    self.caption.backgroundColor = [NSColor colorNamed:@"Muted"];
                    [self addSubview:self.caption];
                }
                @end
                """],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            // A label does not draw its background unless told to.
            mustNotPair: ["HeaderText on Muted"]),
        ConstructExample(
            name: "Objective-C: a category method used from Swift, by the name Swift imports it under",
            files: [
                "UIColor+Brand.h": """
                #import <UIKit/UIKit.h>
                @interface UIColor (Brand)
                + (UIColor *)brandInkColor;
                @end
                """,
                "UIColor+Brand.m": """
                #import "UIColor+Brand.h"
                @implementation UIColor (Brand)
                + (UIColor *)brandInkColor { return [UIColor colorNamed:@"Ink"]; }
                @end
                """,
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        let name = UILabel()
                        name.textColor = UIColor.brandInk()
                        view.addSubview(name)
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "Objective-C: a dynamic provider's colors, per appearance",
            files: ["Dynamic.m": """
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
                """],
            mustPair: ["Muted on Ink", "Muted on Paper"]),
        ConstructExample(
            name: "Objective-C: a file clang reads only in part still gives what it reads",
            files: ["Map.m": """
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
                """],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "Objective-C: a color method's fallback for systems before @available is not what is drawn",
            files: [
                "NSColor+App.m": """
                #import <Cocoa/Cocoa.h>
                @implementation NSColor (App)
                + (NSColor *)appInkColor {
                    if (@available(macOS 10.13, *)) {
                        return [NSColor colorNamed:@"Ink"];
                    }
                    return [NSColor colorNamed:@"Muted"];
                }
                + (NSColor *)appPaperColor {
                    if (@available(macOS 10.13, *)) {
                        return [NSColor colorNamed:@"Paper"];
                    } else {
                        return [NSColor whiteColor];
                    }
                }
                @end
                """,
                "Panel.m": """
                #import <Cocoa/Cocoa.h>
                @interface Panel : NSView
                @end
                @implementation Panel
                - (void)drawRect:(NSRect)rect {
                    [[NSColor appPaperColor] setFill];
                    NSRectFill(rect);
                    [@"Panel" drawAtPoint:NSMakePoint(4, 4) withAttributes:@{NSForegroundColorAttributeName: [NSColor appInkColor]}];
                }
                @end
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper", "Ink on whiteColor", "Muted on whiteColor"]),
        ConstructExample(
            name: "Objective-C: attributes given to a text view's storage, on its background",
            files: ["Editor.m": """
                #import <Cocoa/Cocoa.h>
                @interface Editor : NSObject <NSTextStorageDelegate>
                @property (strong) NSTextView *sourceView;
                @end
                @implementation Editor
                - (void)awakeFromNib {
                    self.sourceView.backgroundColor = [NSColor colorNamed:@"Paper"];
                    [self.sourceView.textStorage addAttribute:NSForegroundColorAttributeName value:[NSColor colorNamed:@"Ink"] range:NSMakeRange(0, 1)];
                }
                - (void)textStorage:(NSTextStorage *)textStorage didProcessEditing:(NSUInteger)mask range:(NSRange)range changeInLength:(NSInteger)delta {
                    [textStorage setAttributes:@{NSForegroundColorAttributeName: [NSColor colorNamed:@"HeaderText"]} range:range];
                }
                @end
                """],
            mustPair: ["Ink on Paper", "HeaderText on textBackgroundColor"]),
        ConstructExample(
            name: "Objective-C: an appearance proxy set in a category of UIKit's bar",
            files: ["UINavigationBar+Theme.m": """
                #import <UIKit/UIKit.h>
                @interface AppNavigationController : UINavigationController
                @end
                @implementation UINavigationBar (Theme)
                + (void)applyTheme {
                    id bar = [self appearanceWhenContainedInInstancesOfClasses:@[AppNavigationController.class]];
                    [bar setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor colorNamed:@"Paper"]}];
                    [bar setBarTintColor:[UIColor colorNamed:@"Ink"]];
                }
                @end
                """],
            mustPair: ["Paper on Ink"]),
        ConstructExample(
            name: "Objective-C: a label given its view's own background, read back",
            files: ["Header.m": """
                #import <UIKit/UIKit.h>
                @interface Overlay : UIView
                @end
                @implementation Overlay
                - (UIColor *)backgroundColor { return [UIColor colorNamed:@"Muted"]; }
                @end
                @interface Header : UIView
                @end
                @implementation Header
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    self.backgroundColor = [UIColor colorNamed:@"Paper"];
                    UILabel *title = [[UILabel alloc] init];
                    title.textColor = [UIColor colorNamed:@"Ink"];
                    title.backgroundColor = self.backgroundColor;
                    [self addSubview:title];
                    return self;
                }
                @end
                """],
            mustPair: ["Ink on Paper"],
            // Another class's getter of the same name is not this view's background.
            mustNotPair: ["Ink on Muted"]),
        ConstructExample(
            name: "Objective-C: classes of a library the scan does not have, guessed from their names",
            files: ["Card.m": """
                #import <UIKit/UIKit.h>
                #import <SSToolkit/SSToolkit.h>
                @interface Card : SSCollectionViewCell
                @property (nonatomic, strong) SSLabel *caption;
                @end
                @implementation Card
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    self.contentView.backgroundColor = [UIColor colorNamed:@"CardBackground"];
                    self.caption = [[SSLabel alloc] initWithFrame:CGRectZero];
                    self.caption.textColor = [UIColor colorNamed:@"HeaderText"];
                    self.caption.textEdgeInsets = UIEdgeInsetsMake(0, 4, 0, 4);
                    [self.contentView addSubview:self.caption];
                    return self;
                }
                @end
                """],
            mustPair: ["HeaderText on CardBackground"]),
        ConstructExample(
            name: "Objective-C: system colors read as class properties",
            files: ["Plain.m": """
                #import <UIKit/UIKit.h>
                @interface Plain : UIViewController
                @end
                @implementation Plain
                - (void)viewDidLoad {
                    self.view.backgroundColor = UIColor.blackColor;
                    UILabel *label = [[UILabel alloc] init];
                    label.textColor = UIColor.whiteColor;
                    [self.view addSubview:label];
                }
                @end
                """],
            mustPair: ["white on black"]),
        ConstructExample(
            name: "Objective-C: a theme object's getters, and a view whose drawRect: fills it, under its label",
            files: [
                "Themer.h": """
                #import <Cocoa/Cocoa.h>
                @interface Themer : NSObject
                @property (nonatomic, readonly) NSColor *mainBackgroundColor;
                @property (nonatomic, readonly) NSColor *monthTextColor;
                @end
                extern Themer *Theme;
                """,
                "Themer.m": """
                #import "Themer.h"
                @implementation Themer
                Themer *Theme = nil;
                - (NSColor *)mainBackgroundColor { return [NSColor colorNamed:@"Paper"]; }
                - (NSColor *)monthTextColor { return [NSColor colorNamed:@"Ink"]; }
                @end
                """,
                "Calendar.m": """
                #import <Cocoa/Cocoa.h>
                #import "Themer.h"
                @interface Calendar : NSView
                @end
                @implementation Calendar {
                    NSTextField *_monthLabel;
                }
                - (instancetype)initWithFrame:(NSRect)frame {
                    self = [super initWithFrame:frame];
                    _monthLabel = [NSTextField labelWithString:@""];
                    _monthLabel.textColor = Theme.monthTextColor;
                    [self addSubview:_monthLabel];
                    return self;
                }
                - (void)drawRect:(NSRect)dirtyRect {
                    [Theme.mainBackgroundColor set];
                    NSRectFill(self.bounds);
                }
                @end
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "Objective-C: a theme object's stored colors, theme by theme",
            files: [
                "Theme.h": """
                #import <UIKit/UIKit.h>
                @interface Theme : NSObject
                @property (nonatomic, strong) UIColor *textColor;
                @property (nonatomic, strong) UIColor *backgroundColor;
                + (Theme *)bright;
                + (Theme *)dark;
                @end
                """,
                "Theme.m": """
                #import "Theme.h"
                @implementation Theme
                static Theme *_bright;
                static Theme *_dark;
                + (Theme *)bright {
                    _bright = [Theme new];
                    _bright.textColor = [UIColor colorNamed:@"Ink"];
                    _bright.backgroundColor = [UIColor colorNamed:@"Paper"];
                    return _bright;
                }
                + (Theme *)dark {
                    _dark = [Theme new];
                    _dark.textColor = [UIColor colorNamed:@"HeaderText"];
                    _dark.backgroundColor = [UIColor colorNamed:@"CardBackground"];
                    return _dark;
                }
                @end
                """,
                "Cell.m": """
                #import "Theme.h"
                @interface Cell : UITableViewCell
                @end
                @implementation Cell
                - (void)applyTheme:(Theme *)theme {
                    self.backgroundColor = theme.backgroundColor;
                    self.textLabel.textColor = theme.textColor;
                }
                @end
                """,
            ],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            // One theme's text is never over the other's background; the theme itself is no view.
            mustNotPair: ["Ink on CardBackground", "HeaderText on Paper"]),
        ConstructExample(
            name: "Objective-C: a library's hex colors, read from their names and values",
            files: ["Hex.m": """
                #import <UIKit/UIKit.h>
                #import <ChameleonFramework/Chameleon.h>
                @interface Hex : UIViewController
                @end
                @implementation Hex
                - (void)viewDidLoad {
                    self.view.backgroundColor = HexColor(@"#3c3c3c");
                    UILabel *label = [[UILabel alloc] init];
                    label.textColor = [UIColor colorWithHexString:@"F8F8F8" alpha:0.5];
                    [self.view addSubview:label];
                    UILabel *other = [[UILabel alloc] init];
                    other.textColor = [UIColor colorWithHex:0x336699];
                    [self.view addSubview:other];
                }
                @end
                """],
            mustPair: ["#F8F8F880 on #3C3C3C", "#336699 on #3C3C3C"]),
        ConstructExample(
            name: "Objective-C: a color the app's Swift declares, read by its @objc name",
            files: [
                "Colors.swift": """
                import UIKit
                @objc extension UIColor {
                    static var appInk: UIColor { UIColor(named: "Ink")! }
                }
                """,
                "Screen.m": """
                #import <UIKit/UIKit.h>
                #import "App-Swift.h"
                @interface Screen : UIViewController
                @end
                @implementation Screen
                - (void)viewDidLoad {
                    self.view.backgroundColor = [UIColor colorNamed:@"Paper"];
                    UILabel *label = [[UILabel alloc] init];
                    label.textColor = [UIColor appInk];
                    [self.view addSubview:label];
                }
                @end
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "Objective-C: the prefix header's macros, and a theme filled per style in one method",
            files: [
                "App/App-Prefix.pch": """
                #import <UIKit/UIKit.h>
                #import "Settings.h"
                #define kInkColor [Settings shared].ink
                #define kPaperColor [Settings shared].paper
                """,
                "App/Settings.h": """
                #import <UIKit/UIKit.h>
                @interface Settings : NSObject
                @property (nonatomic, strong) UIColor *ink;
                @property (nonatomic, strong) UIColor *paper;
                + (Settings *)shared;
                - (void)configure:(NSInteger)style;
                @end
                """,
                "App/Settings.m": """
                @implementation Settings
                + (Settings *)shared { static Settings *one; if (!one) { one = [Settings new]; } return one; }
                - (void)configure:(NSInteger)style {
                    if (style == 0) {
                        self.ink = [UIColor colorNamed:@"Ink"];
                        self.paper = [UIColor colorNamed:@"Paper"];
                    }
                    if (style == 1) {
                        self.ink = [UIColor colorNamed:@"HeaderText"];
                        self.paper = [UIColor colorNamed:@"CardBackground"];
                    }
                }
                @end
                """,
                "App/Views/Screen.m": """
                @interface Screen : UIViewController
                @end
                @implementation Screen
                - (void)viewDidLoad {
                    self.view.backgroundColor = kPaperColor;
                    UILabel *label = [[UILabel alloc] init];
                    label.textColor = kInkColor;
                    [self.view addSubview:label];
                }
                @end
                """,
            ],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "HeaderText on Paper"]),
        ConstructExample(
            name: "Objective-C: two methods that switch over the same argument pair case by case",
            files: ["Tile.m": """
                #import <UIKit/UIKit.h>
                @interface Palette : NSObject
                @end
                @implementation Palette
                - (UIColor *)fillForValue:(NSInteger)value {
                    switch (value) {
                        case 2:
                            return [UIColor colorNamed:@"Paper"];
                        case 4:
                        case 8:
                            return [UIColor colorNamed:@"CardBackground"];
                        case 16:
                            return [UIColor colorNamed:@"Muted"];
                        default:
                            return [UIColor colorNamed:@"Ink"];
                    }
                }
                - (UIColor *)textForValue:(NSInteger)value {
                    switch (value) {
                        case 2:
                            return [UIColor colorNamed:@"Muted"];
                        case 16:
                        default:
                            return [UIColor colorNamed:@"HeaderText"];
                    }
                }
                @end
                @interface Tile : UIView
                @property (nonatomic) NSInteger value;
                @property (nonatomic, strong) UILabel *number;
                @property (nonatomic, strong) Palette *palette;
                @end
                @implementation Tile
                - (void)update {
                    self.backgroundColor = [self.palette fillForValue:self.value];
                    self.number.textColor = [self.palette textForValue:self.value];
                }
                @end
                """],
            // `case 16:` falls through into `default:`: its text is HeaderText, over its own Muted fill.
            mustPair: ["Muted on Paper", "HeaderText on CardBackground", "HeaderText on Ink", "HeaderText on Muted"],
            mustNotPair: ["Muted on CardBackground", "Muted on Ink", "HeaderText on Paper", "Muted on Muted"]),
        ConstructExample(
            name: "Objective-C: what one branch of an if … else sets is never drawn with what the other sets",
            files: ["Row.m": """
                #import <UIKit/UIKit.h>
                @interface Row : UIView
                @property (nonatomic, strong) UILabel *title;
                @property (nonatomic) BOOL night;
                @end
                @implementation Row
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        self.title = [[UILabel alloc] init];
                        [self addSubview:self.title];
                    }
                    return self;
                }
                - (void)setSelected:(BOOL)selected {
                    if (self.night) {
                        self.title.textColor = [UIColor colorNamed:@"Paper"];
                        self.backgroundColor = [UIColor colorNamed:@"Ink"];
                    } else {
                        self.title.textColor = [UIColor colorNamed:@"HeaderText"];
                        self.backgroundColor = [UIColor colorNamed:@"CardBackground"];
                    }
                }
                @end
                """],
            mustPair: ["Paper on Ink", "HeaderText on CardBackground"],
            mustNotPair: ["Paper on CardBackground", "HeaderText on Ink"]),
        ConstructExample(
            name: "Objective-C: a field's placeholder in the system's color, and a text run's own fill",
            files: ["Form.m": """
                #import <UIKit/UIKit.h>
                @interface Form : UIView
                @end
                @implementation Form
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    UITextField *name = [[UITextField alloc] init];
                    name.backgroundColor = [UIColor colorNamed:@"Paper"];
                    name.placeholder = @"Name";
                    [self addSubview:name];
                    UILabel *tag = [[UILabel alloc] init];
                    tag.attributedText = [[NSAttributedString alloc] initWithString:@"NEW" attributes:@{
                        NSForegroundColorAttributeName: [UIColor colorNamed:@"Ink"],
                        NSBackgroundColorAttributeName: [UIColor colorNamed:@"CardBackground"]}];
                    [self addSubview:tag];
                    return self;
                }
                @end
                """],
            mustPair: ["placeholderText on Paper", "Ink on CardBackground"]),
        ConstructExample(
            name: "Objective-C: colors a view keeps in its instance variables, drawn by its layers",
            files: ["Chart.m": """
                #import <Cocoa/Cocoa.h>
                @interface Chart : NSView
                @end
                @implementation Chart {
                    NSColor *_fill;
                    NSColor *_comment;
                    CALayer *_main;
                }
                - (void)awakeFromNib {
                    _fill = [NSColor colorNamed:@"Paper"];
                    _comment = [NSColor colorNamed:@"Ink"];
                    self.wantsLayer = YES;
                    _main = [CALayer layer];
                    [_main setBackgroundColor:_fill.CGColor];
                    [self.layer addSublayer:_main];
                }
                - (void)addLabel:(NSString *)text {
                    CATextLayer *label = [CATextLayer layer];
                    label.string = text;
                    label.foregroundColor = _comment.CGColor;
                    [_main addSublayer:label];
                }
                @end
                """],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "Objective-C: SpriteKit, a label node over its shape's fill, colors from theme classes chosen at run time",
            files: ["Tile.m": """
                #import <SpriteKit/SpriteKit.h>
                @protocol Theme
                + (UIColor *)fillForLevel:(NSInteger)level;
                + (UIColor *)textForLevel:(NSInteger)level;
                @end
                @interface DayTheme : NSObject <Theme>
                @end
                @implementation DayTheme
                + (UIColor *)fillForLevel:(NSInteger)level { return [UIColor colorNamed:@"Paper"]; }
                + (UIColor *)textForLevel:(NSInteger)level { return [UIColor colorNamed:@"Ink"]; }
                @end
                @interface NightTheme : NSObject <Theme>
                @end
                @implementation NightTheme
                + (UIColor *)fillForLevel:(NSInteger)level { return [UIColor colorNamed:@"CardBackground"]; }
                + (UIColor *)textForLevel:(NSInteger)level { return [UIColor colorNamed:@"HeaderText"]; }
                @end
                @interface Themes : NSObject
                + (Class)themeForType:(NSInteger)type;
                @end
                @interface Tile : SKShapeNode
                @property (nonatomic) NSInteger level;
                @property (nonatomic) NSInteger theme;
                @end
                @implementation Tile {
                    SKLabelNode *_value;
                }
                - (instancetype)init {
                    self = [super init];
                    _value = [SKLabelNode labelNodeWithFontNamed:@"Avenir"];
                    [self addChild:_value];
                    return self;
                }
                - (void)refresh {
                    _value.fontColor = [[Themes themeForType:self.theme] textForLevel:self.level];
                    self.fillColor = [[Themes themeForType:self.theme] fillForLevel:self.level];
                }
                @end
                """],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "HeaderText on Paper"]),
    ]
}
