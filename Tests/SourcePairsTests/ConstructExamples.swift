import AdaptedSystemUI
import ContrastAudit
import Testing

/// A construct the code reader must read, as data: the files of a small app, the pairs that
/// app draws (`"Ink on Paper"`, at high or medium confidence), and pairs it must not report
/// at high or medium confidence (something that looks like a pair and is not drawn). Each
/// example was written from what the code draws, before the reader was changed for it.
struct ConstructExample: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    var mustPair: [String] = []
    var mustNotPair: [String] = []

    var testDescription: String { name }
}

/// The examples, by construct family.
enum ConstructExamples {
    /// `#if` around declarations — how cross-platform packages and previews are written —
    /// is read in every branch, at file, type and statement level.
    static let conditionalCompilation: [ConstructExample] = [
        ConstructExample(
            name: "a view declared inside #if canImport(SwiftUI)",
            files: ["V.swift": """
                #if canImport(SwiftUI)
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                #endif
                """],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a body inside #if os(iOS) within the type",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    #if os(iOS)
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color("Paper")) }
                    #else
                    var body: some View { Text("a").foregroundColor(Color("Muted")).background(Color("CardBackground")) }
                    #endif
                }
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "a color constant declared under #if DEBUG in an extension",
            files: [
                "Colors.swift": """
                import SwiftUI
                extension Color {
                    #if DEBUG
                    static let headline = Color("HeaderText")
                    #else
                    static let headline = Color("HeaderText")
                    #endif
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").foregroundColor(.headline).background(Color("Paper")) }
                }
                """,
            ],
            mustPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "UIKit drawing code inside #if os(iOS) in a class",
            files: ["C.swift": """
                import UIKit
                final class C: UIViewController {
                    let label = UILabel()
                    #if os(iOS)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        label.textColor = UIColor(named: "Ink")
                        view.addSubview(label)
                    }
                    #endif
                }
                """],
            mustPair: ["Ink on Paper"]),
    ]

    /// Only a fill is a background: an outline, a border or a symbol tinted by
    /// `.foregroundColor` is not the surface behind text.
    static let backgrounds: [ConstructExample] = [
        ConstructExample(
            name: "a stroked ring in .background is not the surface",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("a").foregroundColor(Color("Ink"))
                            .background(Circle().stroke(Color("Muted"), lineWidth: 2))
                            .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on Muted"]),
        ConstructExample(
            name: "a field border drawn with strokeBorder in a background closure is not the surface",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        TextField("a", text: .constant("")).foregroundColor(Color("Ink"))
                            .background { RoundedRectangle(cornerRadius: 8).strokeBorder(Color("Muted")) }
                            .background(Color("Paper"))
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on Muted"]),
        ConstructExample(
            name: "a shape filled by .foregroundColor is a surface",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("a").foregroundColor(Color("Ink"))
                            .background(RoundedRectangle(cornerRadius: 8).foregroundColor(Color("Paper")))
                    }
                }
                """],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a symbol tinted by .foregroundColor first in a ZStack is a sibling, not a background",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        ZStack {
                            Image(systemName: "circle").foregroundColor(Color("Muted"))
                            Image(systemName: "star").foregroundColor(Color("Ink"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on Paper"],
            mustNotPair: ["Ink on Muted"]),
        ConstructExample(
            name: "a container's .foregroundColor is what its children draw in, not its fill",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("a").foregroundColor(Color("Ink"))
                            .background(VStack { Spacer() }.foregroundColor(Color("Muted")))
                            .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on Muted"]),
    ]

    /// A name resolves where the compiler resolves it: a member of the type the code is in,
    /// then a global — never a same-named property of another type.
    static let names: [ConstructExample] = [
        ConstructExample(
            name: "a view's own backgroundColor, not another view's",
            files: [
                "A.swift": """
                import SwiftUI
                struct A: View {
                    private var backgroundColor: Color { Color("Paper") }
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(backgroundColor) }
                }
                """,
                "B.swift": """
                import SwiftUI
                struct B: View {
                    private var backgroundColor: Color { Color("CardBackground") }
                    var body: some View { Text("b").foregroundColor(Color("Muted")).background(backgroundColor) }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "self.textColor in a UIKit view is its own property",
            files: [
                "A.swift": """
                import UIKit
                final class A: UIViewController {
                    let label = UILabel()
                    var textColor: UIColor { UIColor(named: "Ink")! }
                    override func viewDidLoad() {
                        view.backgroundColor = UIColor(named: "Paper")
                        label.textColor = self.textColor
                        view.addSubview(label)
                    }
                }
                """,
                "B.swift": """
                import UIKit
                final class B: UIViewController {
                    var textColor: UIColor { UIColor(named: "Muted")! }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a global constant is found by its bare name",
            files: [
                "Colors.swift": """
                import SwiftUI
                let brandInk = Color("Ink")
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").foregroundColor(brandInk).background(Color("Paper")) }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a member declared in the type's extension in another file",
            files: [
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").foregroundColor(ink).background(Color("Paper")) }
                }
                """,
                "V+Colors.swift": """
                import SwiftUI
                extension V { var ink: Color { Color("Ink") } }
                struct W { var ink: Color { Color("Muted") } }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"]),
    ]

    static let all = conditionalCompilation + backgrounds + names
}

@Suite("Code constructs, as examples")
struct ConstructExampleTests {
    @Test(arguments: ConstructExamples.all) func example(_ example: ConstructExample) throws {
        let found = try pairs(example.files)
        let reported = Set(
            found.pairings.filter { $0.confidence == .high || $0.confidence == .medium }.map { "\($0.foreground) on \($0.background)" })
        for pair in example.mustPair {
            #expect(reported.contains(pair), "\(pair) not found; found: \(reported.sorted())")
        }
        for pair in example.mustNotPair {
            #expect(!reported.contains(pair), "\(pair) reported but not drawn; found: \(reported.sorted())")
        }
    }
}
