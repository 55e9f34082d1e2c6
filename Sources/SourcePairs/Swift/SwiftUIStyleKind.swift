/// The SwiftUI styles an app can write for itself and apply to a kind of control: its
/// `makeBody(configuration:)` draws every such control under the style's modifier, with
/// `configuration.label` (a group box's `configuration.content` too) standing for the
/// control's own content.
///
/// ```swift
/// struct Pill: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.title.foregroundColor(Color("Ink")).background(Color("Paper"))
///     }
/// }
/// Label("New", systemImage: "star").labelStyle(Pill())   // Ink on Paper
/// ```
enum SwiftUIStyleKind: CaseIterable, Sendable {
    case button, label, toggle, groupBox
    /// A text field style: its `_body(configuration:)` is handed the field itself.
    case textField

    /// The protocols a style of this kind conforms to.
    var protocols: Set<String> {
        switch self {
        case .button: ["ButtonStyle", "PrimitiveButtonStyle", "SwiftUI.ButtonStyle", "SwiftUI.PrimitiveButtonStyle"]
        case .label: ["LabelStyle", "SwiftUI.LabelStyle"]
        case .toggle: ["ToggleStyle", "SwiftUI.ToggleStyle"]
        case .groupBox: ["GroupBoxStyle", "SwiftUI.GroupBoxStyle"]
        case .textField: ["TextFieldStyle", "SwiftUI.TextFieldStyle"]
        }
    }

    /// The modifier that applies it (`.labelStyle(…)`).
    var modifier: String {
        switch self {
        case .button: "buttonStyle"
        case .label: "labelStyle"
        case .toggle: "toggleStyle"
        case .groupBox: "groupBoxStyle"
        case .textField: "textFieldStyle"
        }
    }

    /// The views it styles.
    var elements: Set<String> {
        switch self {
        case .button: ["Button"]
        case .label: ["Label"]
        case .toggle: ["Toggle"]
        case .groupBox: ["GroupBox"]
        case .textField: ["TextField", "SecureField"]
        }
    }

    /// What a style's body calls the content it styles (`configuration.label`); a text
    /// field style's body calls the field `configuration` itself.
    var contentNames: Set<String> {
        switch self {
        case .button, .toggle: ["label"]
        case .label: ["title", "icon"]
        case .groupBox: ["label", "content"]
        case .textField: []
        }
    }

    /// The name of the function that draws the control (`makeBody`; `_body` for a text field).
    var bodyFunction: String { self == .textField ? "_body" : "makeBody" }

    init?(protocol name: String) {
        guard let kind = Self.allCases.first(where: { $0.protocols.contains(name) }) else { return nil }
        self = kind
    }

    init?(modifier name: String) {
        guard let kind = Self.allCases.first(where: { $0.modifier == name }) else { return nil }
        self = kind
    }

    init?(element name: String) {
        guard let kind = Self.allCases.first(where: { $0.elements.contains(name) }) else { return nil }
        self = kind
    }
}
