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
        return root
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
