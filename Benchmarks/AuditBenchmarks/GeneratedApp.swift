// An app written out for the scan benchmark: SwiftUI views and UIKit controllers of the
// length real apps have (about 120 lines each), a storyboard per 50 files, and one asset
// catalog, with the same content on every run.
import Foundation

enum GeneratedApp {
    static let colors: [(name: String, light: String, dark: String)] = [
        ("Ink", "0x1C", "0xF2"), ("Paper", "0xFF", "0x1C"), ("Muted", "0x6C", "0x98"), ("Card", "0xF2", "0x2C"),
        ("Accent", "0x00", "0x0A"),
    ]

    /// Writes an app of `files` source files (three SwiftUI files in five, the rest UIKit)
    /// under the temporary directory (one folder per size, replaced on each run rather than left
    /// behind), and returns the folder.
    static func write(files: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-generated-app-\(files)")
        try? FileManager.default.removeItem(at: root)
        let sources = root.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for index in 0..<files {
            let text = index % 5 < 3 ? swiftUI(index) : uiKit(index)
            try Data(text.utf8).write(to: sources.appendingPathComponent("File\(index).swift"))
            if index % 50 == 0 {
                try Data(storyboard(index).utf8).write(to: sources.appendingPathComponent("Scene\(index).storyboard"))
            }
        }
        try writeCatalog(under: root)
        return root
    }

    static func writeCatalog(under root: URL) throws {
        let catalog = root.appendingPathComponent("App/Assets.xcassets")
        for color in colors {
            let set = catalog.appendingPathComponent("\(color.name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            func entry(_ value: String, dark: Bool) -> String {
                let appearance = dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
                return #"{ \#(appearance)"color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\#(value)", "green" : "\#(value)", "blue" : "\#(value)" } }, "idiom" : "universal" }"#
            }
            let json = #"{ "colors" : [ \#(entry(color.light, dark: false)), \#(entry(color.dark, dark: true)) ], "info" : { "author" : "xcode", "version" : 1 } }"#
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
    }

    /// Writes an app of `files` UIKit files of one language — Objective-C (`.m`, with a header
    /// each and a color category) or Swift — with the same views and drawing, to compare the
    /// two readers on the same app.
    static func write(files: Int, objectiveC: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-generated-\(objectiveC ? "objc" : "uikit")-app-\(files)")
        try? FileManager.default.removeItem(at: root)
        let sources = root.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        if objectiveC {
            try Data(objectiveCCategoryHeader.utf8).write(to: sources.appendingPathComponent("UIColor+App.h"))
            try Data(objectiveCCategory.utf8).write(to: sources.appendingPathComponent("UIColor+App.m"))
        }
        for index in 0..<files {
            if objectiveC {
                try Data(objectiveCHeader(index).utf8).write(to: sources.appendingPathComponent("Controller\(index).h"))
                try Data(objectiveCFile(index).utf8).write(to: sources.appendingPathComponent("Controller\(index).m"))
            } else {
                try Data(uiKit(index).utf8).write(to: sources.appendingPathComponent("File\(index).swift"))
            }
        }
        try writeCatalog(under: root)
        return root
    }

    static let objectiveCCategoryHeader = """
        #import <UIKit/UIKit.h>
        @interface UIColor (App)
        + (UIColor *)appInkColor;
        + (UIColor *)appPaperColor;
        + (UIColor *)appMutedColor;
        + (UIColor *)appCardColor;
        + (UIColor *)appAccentColor;
        @end
        """

    static let objectiveCCategory = """
        #import "UIColor+App.h"
        @implementation UIColor (App)
        + (UIColor *)appInkColor { return [UIColor colorNamed:@"Ink"]; }
        + (UIColor *)appPaperColor { return [UIColor colorNamed:@"Paper"]; }
        + (UIColor *)appMutedColor { return [UIColor colorNamed:@"Muted"]; }
        + (UIColor *)appCardColor { return [UIColor colorNamed:@"Card"]; }
        + (UIColor *)appAccentColor { return [UIColor colorNamed:@"Accent"]; }
        @end
        """

    static func objectiveCHeader(_ index: Int) -> String {
        """
        #import <UIKit/UIKit.h>
        @interface Item\(index) : NSObject
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic, copy) NSString *detail;
        @property (nonatomic) double score;
        @property (nonatomic, copy) NSArray<NSString *> *tags;
        - (BOOL)matches:(NSString *)query;
        @end
        @interface Badge\(index) : UIView
        @property (nonatomic, copy) NSString *text;
        @end
        @interface Controller\(index) : UIViewController <UITableViewDataSource>
        @end
        """
    }

    /// The Objective-C form of ``uiKit(_:)``: the same controller and model, and a badge view
    /// that draws its text over its own fill.
    static func objectiveCFile(_ index: Int) -> String {
        """
        #import "Controller\(index).h"
        #import "UIColor+App.h"

        @implementation Item\(index)
        - (BOOL)matches:(NSString *)query {
            if (query.length == 0) { return YES; }
            for (NSString *tag in self.tags) {
                if ([tag hasPrefix:query]) { return YES; }
            }
            return [self.title hasPrefix:query];
        }
        - (void)rescoreWithWeights:(NSDictionary<NSString *, NSNumber *> *)weights {
            double score = 0;
            for (NSString *tag in self.tags) {
                NSNumber *weight = weights[tag];
                score += weight ? weight.doubleValue : 0.5;
            }
            self.score = MIN(score, 10);
        }
        @end

        @implementation Badge\(index)
        - (void)drawRect:(CGRect)rect {
            [[UIColor appAccentColor] setFill];
            [[UIBezierPath bezierPathWithRoundedRect:rect cornerRadius:rect.size.height / 2] fill];
            NSDictionary *attributes = @{NSFontAttributeName: [UIFont boldSystemFontOfSize:12],
                                         NSForegroundColorAttributeName: [UIColor whiteColor]};
            [self.text drawInRect:CGRectInset(rect, 6, 2) withAttributes:attributes];
        }
        @end

        @interface Controller\(index) ()
        @property (nonatomic, strong) UILabel *titleLabel;
        @property (nonatomic, strong) UILabel *detailLabel;
        @property (nonatomic, strong) UIButton *button;
        @property (nonatomic, strong) UITableView *tableView;
        @property (nonatomic, strong) Badge\(index) *badge;
        @property (nonatomic, copy) NSArray<Item\(index) *> *items;
        @end

        @implementation Controller\(index)
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.view.backgroundColor = [UIColor appPaperColor];
            self.titleLabel = [[UILabel alloc] init];
            self.titleLabel.textColor = [UIColor appInkColor];
            self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle1];
            self.detailLabel = [[UILabel alloc] init];
            self.detailLabel.textColor = [UIColor secondaryLabelColor];
            self.button = [UIButton buttonWithType:UIButtonTypeSystem];
            [self.button setTitleColor:[UIColor appAccentColor] forState:UIControlStateNormal];
            [self.button setTitle:@"Refresh" forState:UIControlStateNormal];
            self.badge = [[Badge\(index) alloc] initWithFrame:CGRectMake(0, 0, 40, 20)];
            self.badge.text = @"NEW";
            self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
            self.tableView.dataSource = self;
            [self.view addSubview:self.titleLabel];
            [self.view addSubview:self.detailLabel];
            [self.view addSubview:self.button];
            [self.view addSubview:self.badge];
            [self.view addSubview:self.tableView];
            [self load:40];
        }

        - (void)load:(NSInteger)count {
            NSMutableArray *items = [NSMutableArray array];
            for (NSInteger index = 0; index < count; index++) {
                Item\(index) *item = [[Item\(index) alloc] init];
                item.title = [NSString stringWithFormat:@"Item %ld", (long)index];
                item.tags = @[@"a", @"b"];
                [items addObject:item];
            }
            self.items = items;
            [self.tableView reloadData];
        }

        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return self.items.count;
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell"];
            if (!cell) {
                cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"cell"];
            }
            cell.textLabel.text = self.items[indexPath.row].title;
            cell.textLabel.textColor = [UIColor appInkColor];
            cell.contentView.backgroundColor = [UIColor appCardColor];
            return cell;
        }
        @end
        """
    }

    /// Model code around the views: what most of a real file is.
    static func model(_ index: Int) -> String {
        """
        struct Item\(index): Identifiable, Hashable, Codable {
            let id: Int
            var title: String
            var detail: String
            var score: Double
            var tags: [String]

            func matches(_ query: String) -> Bool {
                guard !query.isEmpty else { return true }
                return title.localizedCaseInsensitiveContains(query) || tags.contains { $0.hasPrefix(query) }
            }

            mutating func rescore(with weights: [String: Double]) {
                score = tags.reduce(0) { total, tag in total + (weights[tag] ?? 0.5) }
                if score > 10 { score = 10 }
            }
        }

        final class Store\(index) {
            private(set) var items: [Item\(index)] = []
            private var cache: [Int: Item\(index)] = [:]

            func load(_ count: Int) {
                items = (0..<count).map { Item\(index)(id: $0, title: "Item \\($0)", detail: "", score: 0, tags: ["a", "b"]) }
                cache = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
            }

            func item(_ id: Int) -> Item\(index)? { cache[id] }

            func filtered(_ query: String) -> [Item\(index)] {
                items.filter { $0.matches(query) }.sorted { $0.score > $1.score }
            }
        }
        """
    }

    static func swiftUI(_ index: Int) -> String {
        """
        import SwiftUI

        struct Screen\(index): View {
            @Environment(\\.colorScheme) private var colorScheme
            @State private var query = ""
            let store = Store\(index)()

            var body: some View {
                NavigationStack {
                    List(store.filtered(query)) { item in
                        Row\(index)(item: item)
                            .listRowBackground(Color("Card"))
                    }
                    .searchable(text: $query)
                    .navigationTitle("Screen \(index)")
                }
                .background(Color("Paper"))
            }
        }

        struct Row\(index): View {
            let item: Item\(index)
            @Environment(\\.colorScheme) private var colorScheme

            var body: some View {
                HStack(spacing: 12) {
                    Image(systemName: "star.fill")
                        .foregroundColor(.accentColor)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(item.title)
                            .font(.headline)
                            .foregroundColor(Color("Ink"))
                        Text(item.detail)
                            .font(.subheadline)
                            .foregroundStyle(Color("Muted"))
                    }
                    Spacer()
                    Text(String(format: "%.1f", item.score))
                        .padding(.horizontal, 8)
                        .foregroundColor(.white)
                        .background(Color("Accent"), in: Capsule())
                }
                .padding()
                .background(colorScheme == .dark ? Color("Card") : Color("Paper"))
            }
        }

        \(model(index))
        """
    }

    static func uiKit(_ index: Int) -> String {
        """
        import UIKit

        final class Controller\(index): UIViewController, UITableViewDataSource {
            private let titleLabel = UILabel()
            private let detailLabel = UILabel()
            private let button = UIButton(type: .system)
            private let tableView = UITableView()
            private let store = Store\(index)()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor(named: "Paper")
                titleLabel.textColor = UIColor(named: "Ink")
                titleLabel.font = .preferredFont(forTextStyle: .title2)
                detailLabel.textColor = .secondaryLabel
                button.setTitleColor(UIColor(named: "Accent"), for: .normal)
                button.setTitle("Refresh", for: .normal)
                view.addSubview(titleLabel)
                view.addSubview(detailLabel)
                view.addSubview(button)
                view.addSubview(tableView)
                tableView.dataSource = self
                store.load(40)
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                store.items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
                cell.textLabel?.text = store.items[indexPath.row].title
                cell.textLabel?.textColor = UIColor(named: "Ink")
                cell.contentView.backgroundColor = UIColor(named: "Card")
                return cell
            }
        }

        \(model(index))
        """
    }

    static func storyboard(_ index: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s\(index)">
                    <objects>
                        <viewController id="c\(index)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v\(index)">
                                <subviews>
                                    <label opaque="NO" text="Title" id="l\(index)">
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <color key="textColor" name="Muted"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" name="Paper"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
