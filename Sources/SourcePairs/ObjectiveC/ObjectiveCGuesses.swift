/// Declarations for the names a file uses that neither ``ObjectiveCHeaders`` nor the app's
/// own files scanned declare — a framework the reader does not declare, a library the scan
/// does not have (an empty submodule, `Pods`) — guessed from how the file uses them, so that
/// clang keeps the statements that name them: without a declaration, `NSCalendar *calendar = …`
/// and every statement that uses `calendar` are dropped, and a class that subclasses
/// `SSLabel` loses its interface. A capitalized name written as a type (`NSPopover *`,
/// `[SSLabel new]`, a superclass) is declared a class, of the UIKit or AppKit class its name
/// ends like (`SSLabel` a label, `CDIButton` a button); one in a protocol list
/// (`<NSAlertDelegate>`) a protocol; a framework name used as a value an integer constant, or
/// a string constant when it names a key (`…Name`, `…Key`); a property read or set that no
/// declaration has (`statusItem.button`) a property of every object, of type `id`. Calls are
/// left alone.
enum ObjectiveCGuesses {
    /// The prefixes of Apple's frameworks' names.
    static let prefixes = [
        "NS", "UI", "CA", "CG", "CI", "CT", "CL", "MK", "AV", "WK", "EK", "SK", "PH", "UN", "GK", "SF", "AS", "MF", "CN", "SL", "AC",
        "LA", "QL", "PK", "HK", "CK", "MP", "GLK", "SCN", "MTK", "WC",
    ]

    /// The names the reader's stub headers declare.
    static let declared: Set<Substring> = {
        var names = Set<Substring>()
        for (_, text) in ObjectiveCHeaders.files {
            for token in ObjectiveCMacros.tokens(Substring(text)) where token.first?.isLetter == true { names.insert(token) }
        }
        return names
    }()

    /// The header of guesses for a file and the headers it reaches; empty when nothing is
    /// missing.
    static func header(for texts: [String]) -> String {
        var defined = Set<Substring>()
        var classes: [Substring: String] = [:]
        var protocols = Set<Substring>()
        var values = Set<Substring>()
        var properties = Set<Substring>()
        var types = Set<Substring>()
        var order: [Substring] = []
        for text in texts {
            let tokens: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { (line: Substring) -> [Substring] in
                ObjectiveCMacros.tokens(line) + [Substring("\n")]
            }
            var inProtocolList = false
            for (index, token) in tokens.enumerated() {
                let previous = index > 0 ? tokens[index - 1] : ""
                let beforePrevious = index > 1 ? tokens[index - 2] : ""
                if token == "<", line(tokens, before: index).contains("interface") || line(tokens, before: index).contains("protocol") || previous == ")" {
                    inProtocolList = true
                } else if token == ">" || token == "\n" || token == "{" {
                    inProtocolList = false
                }
                // `object.name`: a property, unless declared.
                if previous == ".", token.first?.isLowercase == true, index > 1, beforePrevious.last.map({ $0.isLetter || $0.isNumber || $0 == ")" || $0 == "]" || $0 == "_" }) == true {
                    properties.insert(token)
                }
                // `@property (…) Type *name;`: declared by the app.
                if index + 1 < tokens.count, tokens[index + 1] == ";", line(tokens, before: index).contains("property") { defined.insert(token) }
                guard token.first?.isUppercase == true || token.first == "k" else { continue }
                // The app's own declarations.
                if ["interface", "protocol", "implementation", "define", "struct", "enum", "typedef"].contains(previous)
                    && ["@", "#", "\n", ""].contains(beforePrevious) || ["struct", "enum", "union"].contains(previous)
                {
                    defined.insert(token)
                    continue
                }
                if index + 1 < tokens.count, tokens[index + 1] == ";", line(tokens, before: index).contains("typedef") { defined.insert(token) }
                // A variable (`Themer *Theme = nil;`, `extern Themer *Theme;`).
                if previous == "*", index + 1 < tokens.count, [";", "=", ",", ")"].contains(tokens[index + 1]) { defined.insert(token) }
                guard !declared.contains(token), token.count > 2 else { continue }
                let framework = isFrameworkName(token)
                // (A lowercase name is a framework constant's, `kCTFontAttributeName`, or none.)
                guard token.first?.isUppercase == true || framework else { continue }
                let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                if next == "(" { continue }
                if !classes.keys.contains(token), !protocols.contains(token), !values.contains(token), !types.contains(token) { order.append(token) }
                if inProtocolList || token.hasSuffix("Delegate") || token.hasSuffix("DataSource") {
                    protocols.insert(token)
                } else if next == "*" || (next == "<" && framework) || (previous == "[" && next.first?.isLetter == true)
                    || (previous == ":" && line(tokens, before: index).contains("interface"))
                {
                    classes[token] = superclass(of: token)
                } else if framework, next.first.map({ $0.isLowercase || $0 == "_" }) == true
                    || (framework && previous == "(" && next == ")" && index + 2 < tokens.count && tokens[index + 2].first.map({ $0.isLetter || $0 == "_" }) == true)
                {
                    // A value type: `UISemanticContentAttribute attribute`, `(NSLineBreakMode)mode`.
                    types.insert(token)
                } else if framework {
                    values.insert(token)
                }
            }
        }
        var lines: [String] = []
        var written = Set<Substring>()
        for name in order where !defined.contains(name) && written.insert(name).inserted {
            if protocols.contains(name) {
                lines.append("@protocol \(name) @end")
            } else if let superclass = classes[name] {
                // With a type parameter, which the file may give (`NSFetchRequest<Item *> *`) or not.
                lines.append(superclass == "NSObject" ? "@interface \(name)<__covariant ObjectType> : NSObject @end" : "@interface \(name) : \(superclass) @end")
            } else if types.contains(name) {
                lines.append("typedef long \(name);")
            } else if values.contains(name) {
                lines.append(isKey(name) ? "extern NSString *const \(name);" : "enum { \(name) = 0 };")
            }
        }
        // (Declared on some classes, a name is still guessed for the others: a subclass's own
        // declaration wins over the guess.)
        let missing = properties.sorted()
        if !missing.isEmpty {
            lines.append("@interface NSObject (PerseusGuessedProperties)")
            lines += missing.map { "@property (nonatomic, strong) id \($0);" }
            lines.append("@end")
        }
        return lines.joined(separator: "\n")
    }

    /// The tokens of the line a token is on, up to it.
    private static func line(_ tokens: [Substring], before index: Int) -> ArraySlice<Substring> {
        var start = index
        while start > 0, tokens[start - 1] != "\n" { start -= 1 }
        return tokens[start..<index]
    }

    static func isFrameworkName(_ name: Substring) -> Bool {
        prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.count > prefix.count && name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase
        } || (name.hasPrefix("k") && name.count > 3 && name.dropFirst().first?.isUppercase == true && prefixes.contains { name.dropFirst().hasPrefix($0) })
    }

    static func isKey(_ name: Substring) -> Bool {
        ["Name", "Key", "Notification", "Identifier", "Attribute", "Option", "Mode"].contains { name.hasSuffix($0) }
    }

    /// A guessed class's superclass, by its name's ending: a label, a field, a view, a
    /// control, a controller.
    static func superclass(of name: Substring) -> String {
        let appKit = name.hasPrefix("NS")
        if name.hasSuffix("ViewController") { return appKit ? "NSViewController" : "UIViewController" }
        if name.hasSuffix("Controller"), !appKit { return "UIViewController" }
        if name.hasSuffix("Button") { return appKit ? "NSButton" : "UIButton" }
        if name.hasSuffix("Label") { return appKit ? "NSTextField" : "UILabel" }
        if name.hasSuffix("TextField") { return appKit ? "NSTextField" : "UITextField" }
        if name.hasSuffix("TextView") { return appKit ? "NSTextView" : "UITextView" }
        if name.hasSuffix("ImageView") { return appKit ? "NSImageView" : "UIImageView" }
        if name.hasSuffix("TableViewCell") || name.hasSuffix("TableCell"), !appKit { return "UITableViewCell" }
        if name.hasSuffix("CollectionViewCell"), !appKit { return "UICollectionViewCell" }
        if name.hasSuffix("TableView") { return appKit ? "NSTableView" : "UITableView" }
        if name.hasSuffix("ScrollView") { return appKit ? "NSScrollView" : "UIScrollView" }
        if name.hasSuffix("View") || name.hasSuffix("Bar") || name.hasSuffix("Cell") && !appKit || name.hasSuffix("Control") || name.hasSuffix("Picker") {
            return appKit ? "NSView" : "UIView"
        }
        if name.hasSuffix("Layer") { return "CALayer" }
        return "NSObject"
    }
}
