import Foundation

/// A choice store backed by `UserDefaults`, under seed 001's settings-bundle key
/// `dark_mode_preference` with its values: auto 0, on (Dark) 1, off (Light) 2.
///
/// Every save is followed by `synchronize()`: on Linux, `UserDefaults` writes its plist
/// (under `$XDG_CONFIG_HOME`, default `~/.config`) only then, so without it the choice
/// would not survive the process.
public final class UserDefaultsChoiceStore: DarkModeChoiceStore, @unchecked Sendable {
    /// Seed 001's settings-bundle key.
    public static let defaultKey = "dark_mode_preference"

    // UserDefaults is documented as thread-safe.
    private let defaults: UserDefaults
    public let key: String

    public init(defaults: UserDefaults = .standard, key: String = UserDefaultsChoiceStore.defaultKey) {
        self.defaults = defaults
        self.key = key
    }

    public func loadChoice() -> DarkModeChoiceLoad {
        guard let object = defaults.object(forKey: key) else { return .fallback(.missing(key: key)) }
        // A plist integer arrives as NSNumber; a Bool or a Double would bridge to Int too,
        // so check the exact kind.
        if let number = object as? NSNumber, !(object is Bool), let integer = Self.exactInteger(number) {
            guard let choice = DarkModeOption(rawValue: integer) else {
                return .fallback(.outOfRange(key: key, value: integer))
            }
            return DarkModeChoiceLoad(choice: choice)
        }
        return .fallback(.wrongType(key: key, found: Self.describe(object)))
    }

    public func saveChoice(_ choice: DarkModeOption) throws(ChoiceStoreError) {
        defaults.set(choice.rawValue, forKey: key)
        guard defaults.synchronize() else {
            throw ChoiceStoreError("could not write the dark mode choice '\(key)' to the user defaults")
        }
    }

    private static func exactInteger(_ number: NSNumber) -> Int? {
        let double = number.doubleValue
        guard double == double.rounded(), abs(double) < 1e15 else { return nil }
        return Int(double)
    }

    private static func describe(_ object: Any) -> String {
        switch object {
        case let string as String: return "the string \"\(string)\""
        case let bool as Bool: return "the boolean \(bool)"
        case let number as NSNumber: return "the number \(number)"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        case is Data: return "data"
        case is Date: return "a date"
        default: return "a value of type \(type(of: object))"
        }
    }
}
