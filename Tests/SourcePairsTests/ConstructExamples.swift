import AdaptedSystemUI
import ContrastAudit
import Testing

/// A construct the code reader must read, as data: the files of a small app, the pairs that
/// app draws (`"Ink on Paper"`, at high or medium confidence), pairs it must not report at
/// high or medium confidence (something that looks like a pair and is not drawn), and pairs
/// it reports at low confidence only (the code cannot say whether they are drawn). Each
/// example was written from what the code draws, before the reader was changed for it.
struct ConstructExample: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    var mustPair: [String] = []
    var mustNotPair: [String] = []
    /// Pairs reported at medium confidence, never high: drawn in some state or case the code
    /// cannot be sure of.
    var mediumConfidence: [String] = []
    /// Pairs reported at high confidence: drawn for sure, whatever a look-alike construct
    /// doubts.
    var highConfidence: [String] = []
    var lowConfidence: [String] = []
    /// Colors the app's catalog has besides the test palette's.
    var catalog: [String] = []

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
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Muted on Paper"]),
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
            name: "a name declared per platform resolves in the platform of the code that uses it",
            files: [
                "Colors.swift": """
                import SwiftUI
                extension Color {
                    #if os(iOS)
                    static let field = Color("CardBackground")
                    #elseif os(macOS)
                    static let field = Color("Paper")
                    #endif
                }
                """,
                "MacField.swift": """
                #if os(macOS)
                import SwiftUI
                struct MacField: View {
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color.field) }
                }
                #endif
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on CardBackground"]),
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
        ConstructExample(
            name: "a view declared once per platform in #if branches keeps both bodies",
            files: ["V.swift": """
                import SwiftUI
                #if os(iOS)
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                #else
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Color("Muted")).background(Color("CardBackground")) }
                }
                #endif
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "a screen whose app scene ends in a modifier under #if is reached through it",
            files: [
                "App.swift": """
                import SwiftUI
                @main struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup {
                            RootView()
                #if targetEnvironment(macCatalyst)
                                .frame(minWidth: 600)
                #endif
                        }
                    }
                }
                """,
                "RootView.swift": """
                import SwiftUI
                struct RootView: View {
                    var body: some View {
                        Text("a").foregroundColor(Color("Ink"))
                #if os(iOS)
                            .padding()
                #endif
                            .background(Color("Paper"))
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
    ]

    /// Only a fill is a background: an outline, a border or a symbol tinted by
    /// `.foregroundColor` is not the surface behind text.
    static let backgrounds: [ConstructExample] = [
        ConstructExample(
            name: "a fill that only catches taps (.white.opacity(0.0001)) shows what is under it",
            files: ["V.swift": """
                import SwiftUI
                struct Row: View {
                    let selected: Bool
                    var body: some View {
                        ZStack(alignment: .leading) {
                            Rectangle().foregroundStyle(selected ? Color("Paper") : .white.opacity(0.0001))
                            Text("a").foregroundStyle(selected ? Color("Ink") : Color("Muted"))
                        }
                        .background(Color("CardBackground"))
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Muted on white.opacity(0.0001)", "Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "text laid over a picture scaled to fit may be on the picture: medium",
            files: ["V.swift": """
                import SwiftUI
                struct Coupon: View {
                    var body: some View {
                        VStack {
                            ZStack {
                                Image("gift_card").resizable().scaledToFit().frame(width: 360, height: 210)
                                Text("20% off").foregroundColor(Color("Ink"))
                            }
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mediumConfidence: ["Ink on Paper"]),
        ConstructExample(
            name: "a card whose background fill an effect changes (brightness, saturation) is a surface of a color not measured, not the screen behind it",
            files: ["Card.swift": """
                import SwiftUI
                struct Card: View {
                    var body: some View {
                        Text("12 tasks").foregroundColor(Color("Ink"))
                            .padding()
                            .background(
                                RoundedRectangle(cornerRadius: 20)
                                    .fill(Color("Accent"))
                                    .rotationEffect(.degrees(180))
                                    .brightness(-0.1)
                                    .saturation(1.2)
                                    .overlay(RoundedRectangle(cornerRadius: 20).strokeBorder(Color("Accent"), lineWidth: 2))
                            )
                            .background(Color("Paper"))
                    }
                }
                """],
            mustNotPair: ["Ink on Paper", "Ink on Accent"]),
        ConstructExample(
            name: "a background that is a ZStack of an offset shadow fill under a card fill is the card's fill",
            files: ["Field.swift": """
                import SwiftUI
                struct Field: View {
                    @State var text = ""
                    var body: some View {
                        TextField("", text: $text, prompt: Text("Email").foregroundStyle(Color("Muted")))
                            .padding()
                            .background(
                                ZStack {
                                    RoundedRectangle(cornerRadius: 12)
                                        .fill(Color("Ink").opacity(0.5))
                                        .offset(y: 1)
                                    RoundedRectangle(cornerRadius: 12)
                                        .fill(Color("CardBackground"))
                                }
                            )
                            .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Muted on CardBackground", "label on CardBackground"],
            mustNotPair: ["Muted on Paper", "label on Paper"]),
        ConstructExample(
            name: "a button style's background ZStack whose top fill a branch chooses (enabled or not) does not make the disabled title's pair certain",
            files: ["Neo.swift": """
                import SwiftUI
                struct NeoBackground: View {
                    var isEnabled: Bool
                    var body: some View {
                        ZStack {
                            if isEnabled {
                                RoundedRectangle(cornerRadius: 5).fill(Color("Accent"))
                            } else {
                                RoundedRectangle(cornerRadius: 5).fill(Color("Accent"))
                            }
                        }
                    }
                }
                struct NeoButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { NeoButton(configuration: configuration) }
                    struct NeoButton: View {
                        let configuration: ButtonStyle.Configuration
                        @Environment(\\.isEnabled) private var isEnabled: Bool
                        var body: some View {
                            configuration.label.foregroundColor(foreground).background(NeoBackground(isEnabled: isEnabled))
                        }
                        var foreground: Color {
                            if configuration.isPressed {
                                return .white
                            } else if isEnabled {
                                return .white
                            }
                            return Color("Muted")
                        }
                    }
                }
                struct Skip: View {
                    var body: some View {
                        Button("Skip") {}.buttonStyle(NeoButtonStyle()).background(Color("Paper"))
                    }
                }
                """],
            mustNotPair: ["Muted on Accent"]),
        ConstructExample(
            name: "a view framed to no width or height draws nothing",
            files: ["CodeEntry.swift": """
                import SwiftUI
                struct CodeEntry: View {
                    @State private var code = ""
                    var body: some View {
                        ZStack {
                            TextField("", text: $code)
                                .frame(width: 0, height: 0)
                            Text(code).foregroundColor(Color("Ink"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["label on Paper"]),
        ConstructExample(
            name: "in a ZStack, the nearest opaque fill laid before a view is its background, and a stroked shape's fill is a ring",
            files: ["Progress.swift": """
                import SwiftUI
                struct Progress: View {
                    let value: Int
                    var body: some View {
                        ZStack {
                            Circle().fill(Color("Ink"))
                            Circle().fill(Color("Paper")).padding(2)
                            Text("\\(value)").foregroundColor(Color("Muted"))
                        }
                    }
                }
                struct Weekday: View {
                    var body: some View {
                        ZStack {
                            Circle().stroke().fill(Color("HeaderText"))
                            Text("M").foregroundColor(Color("Accent"))
                        }
                        .background(Color("CardBackground"))
                    }
                }
                struct Screen: View {
                    var body: some View { VStack { Progress(value: 3); Weekday() } }
                }
                """],
            mustPair: ["Muted on Paper", "Paper on Ink", "Accent on CardBackground"],
            mustNotPair: ["Muted on Ink", "Accent on HeaderText"]),
        ConstructExample(
            name: "a navigation stack draws its own surface over a color laid behind it, unless its content clears it",
            files: ["Home.swift": """
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        ZStack {
                            Color("Paper").ignoresSafeArea()
                            TabView {
                                NavigationStack {
                                    Text("Nearby").foregroundColor(Color("Ink"))
                                }
                                .tabItem { Label("Map", systemImage: "map") }
                                Text("Profile").foregroundColor(Color("Muted"))
                                    .tabItem { Label("Me", systemImage: "person") }
                            }
                        }
                    }
                }
                struct Intro: View {
                    var body: some View {
                        ZStack {
                            Color("CardBackground").ignoresSafeArea()
                            NavigationStack {
                                Text("Welcome").foregroundColor(Color("HeaderText"))
                                    .containerBackground(Color.clear, for: .navigation)
                            }
                        }
                    }
                }
                struct Crew: View {
                    var body: some View {
                        ZStack {
                            Color("Paper")
                            NavigationStack { Text("Crew") }
                                .foregroundColor(Color("Accent"))
                        }
                    }
                }
                """],
            mustPair: ["HeaderText on CardBackground", "Muted on Paper"],
            mustNotPair: ["Ink on Paper", "Accent on Paper"],
            lowConfidence: ["Ink on systemBackground", "Accent on systemBackground"]),
        ConstructExample(
            name: "toolbar items of a bar given no background lie on the screen's fill (the bar is transparent at the top)",
            files: ["List.swift": """
                import SwiftUI
                struct TodoList: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Text("Today").foregroundColor(Color("Ink"))
                            }
                            .background(Color("Paper"))
                            .navigationTitle("Today")
                            .sheet(isPresented: .constant(false)) { Text("Settings") }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Image(systemName: "wifi.slash").foregroundColor(Color("Muted"))
                                }
                            }
                        }
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "a navigation link's trailing destination is a screen of its own: its toolbar is not on the linking screen's fill",
            files: ["Dashboard.swift": """
                import SwiftUI
                struct Dashboard: View {
                    var body: some View {
                        NavigationStack {
                            NavigationLink {
                                SpaceView()
                            } label: {
                                Text("My Space").foregroundColor(Color("Ink"))
                            }
                            .background(Color("Paper"))
                        }
                    }
                }
                struct SpaceView: View {
                    var body: some View {
                        List { Text("Codes") }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Image(systemName: "plus").foregroundColor(Color("Accent"))
                                }
                            }
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Accent on Paper"]),
        ConstructExample(
            name: "a shape stroked with a style and no color is drawn in the foreground style around it",
            files: ["Card.swift": """
                import SwiftUI
                struct DottedLine: Shape {
                    func path(in rect: CGRect) -> Path { Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: rect.width, y: 0)) } }
                }
                struct Card: View {
                    var body: some View {
                        VStack {
                            Text("Next bus").foregroundColor(Color("Ink"))
                            DottedLine()
                                .stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                                .foregroundStyle(Color("Muted"))
                                .frame(height: 0.5)
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "a view drawn only where the view's member that always gives false says so is never drawn",
            files: ["Card.swift": """
                import SwiftUI
                struct Card: View {
                    let route: String
                    var body: some View {
                        HStack {
                            Text(route).foregroundColor(Color("Ink"))
                            if showsWarning(for: route) {
                                Image(systemName: "exclamationmark.triangle.fill").foregroundColor(Color("Accent"))
                            }
                            if !isCompact {
                                Text("Details").foregroundColor(Color("Muted"))
                            }
                        }
                        .background(Color("Paper"))
                    }
                    private var isCompact: Bool { false }
                    private func showsWarning(for route: String) -> Bool {
                        return false
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on Paper"],
            mustNotPair: ["Accent on Paper"]),
        ConstructExample(
            name: "an overlay on a view whose fill is under text modifiers lies on that fill",
            files: ["Details.swift": """
                import SwiftUI
                struct Details: View {
                    @State private var text = ""
                    var body: some View {
                        VStack {
                            TextField("What to do?", text: $text, axis: .vertical)
                                .padding(16)
                                .background(Color("CardBackground"))
                                .lineLimit(4...50)
                                .multilineTextAlignment(.leading)
                                .overlay(Rectangle().fill(Color("Accent")).frame(width: 5), alignment: .trailing)
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Accent on CardBackground"],
            mustNotPair: ["Accent on Paper"]),
        ConstructExample(
            name: "a row background set on a view inside the row has no effect; the row's own does",
            files: ["Habits.swift": """
                import SwiftUI
                struct HabitRow: View {
                    let isRunning: Bool
                    var body: some View {
                        ZStack {
                            HStack { Text("Read").foregroundColor(Color("Ink")) }
                                .listRowBackground(isRunning ? Color("Muted") : Color("Paper"))
                        }
                    }
                }
                struct Habits: View {
                    var body: some View {
                        List {
                            ForEach(0..<3) { _ in
                                HabitRow(isRunning: false).listRowBackground(Color("CardBackground"))
                            }
                        }
                    }
                }
                """],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Muted", "Ink on Paper"]),
        ConstructExample(
            name: "a fill whose opacity a state chooses is that fill at each opacity, in its state",
            files: ["Chip.swift": """
                import SwiftUI
                struct Chip: View {
                    let isSelected: Bool
                    var body: some View {
                        Text("1W")
                            .foregroundColor(isSelected ? Color("Paper") : Color("Ink"))
                            .background(RoundedRectangle(cornerRadius: 8).foregroundColor(Color("Ink")).opacity(isSelected ? 1 : 0.2))
                    }
                }
                """],
            mustPair: ["Paper on Ink", "Ink on Ink.opacity(0.2)"],
            mustNotPair: ["Ink on Ink", "Paper on Ink.opacity(0.2)"]),
        ConstructExample(
            name: "an outline in its own fill's color is the fill's edge, seen against what is behind the view",
            files: ["Chip.swift": """
                import SwiftUI
                struct Chip: View {
                    let isSelected: Bool
                    var body: some View {
                        Text("Line")
                            .foregroundStyle(Color("Ink"))
                            .background(Color("HeaderText").opacity(isSelected ? 1 : 0.1), in: Capsule())
                            .overlay { Capsule().stroke(Color("HeaderText"), lineWidth: 1) }
                    }
                }
                struct Screen: View {
                    var body: some View { Chip(isSelected: true).padding().background(Color("Paper")) }
                }
                """],
            mustPair: ["HeaderText on Paper"],
            mustNotPair: ["HeaderText on HeaderText"]),
        ConstructExample(
            name: "content handed to the app's container view is drawn on the container's background, call by call",
            files: [
                "V.swift": """
                import SwiftUI
                struct Card<Content: View>: View {
                    let title: String
                    @ViewBuilder let content: Content
                    var body: some View {
                        VStack {
                            Text(title).foregroundColor(Color("HeaderText"))
                            content
                        }
                        .background(Color("CardBackground"))
                    }
                }
                struct Home: View {
                    var body: some View {
                        VStack {
                            Card(title: "a") { Text("x").foregroundColor(Color("Ink")) }
                            Card(title: "b") { Text("y").foregroundColor(Color("Muted")) }
                        }
                        .background(Color("Paper"))
                    }
                }
                """
            ],
            mustPair: ["HeaderText on CardBackground", "Ink on CardBackground", "Muted on CardBackground"],
            mustNotPair: ["Ink on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "the app's own view that fills with the color it is given, inside a GeometryReader, as a card's first layer",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct WeatherApp: App {
                    var body: some Scene { WindowGroup { Favorites() } }
                }
                struct BackgroundView: View {
                    let color: Color
                    var body: some View {
                        GeometryReader { proxy in
                            color.frame(width: proxy.size.width, height: proxy.size.height)
                        }
                        .ignoresSafeArea()
                    }
                }
                struct Card: View {
                    var body: some View {
                        ZStack {
                            BackgroundView(color: Color("CardBackground")).clipShape(RoundedRectangle(cornerRadius: 20))
                            Text("22 º").foregroundColor(Color("Ink"))
                        }
                    }
                }
                struct Favorites: View {
                    var body: some View {
                        ZStack {
                            BackgroundView(color: Color("Paper"))
                            TabView {
                                VStack {
                                    Card()
                                    Text("Favorites").foregroundColor(Color("Muted"))
                                }
                                // Drawn by the tab bar, in its own colors, not on the page.
                                .tabItem { Image(systemName: "star") }
                            }
                        }
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground", "Muted on Paper"],
            mustNotPair: ["Ink on Paper", "Ink on systemBackground", "Muted on CardBackground", "label on Paper"]),
        ConstructExample(
            name: "the app's own view that is one fill, as a ZStack's first layer or as a background",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { VStack { Home(); Card(); Loop(); Profile() } } }
                }
                struct Home: View {
                    var body: some View {
                        ZStack {
                            BackgroundView()
                            Text("a").foregroundColor(Color("Ink"))
                        }
                    }
                }
                struct BackgroundView: View {
                    var body: some View { Color("Paper").edgesIgnoringSafeArea(.all) }
                }
                struct Card: View {
                    var body: some View { Text("b").foregroundColor(Color("Muted")).background(Fill()) }
                }
                struct Fill: View {
                    var body: some View { Rectangle().edgesIgnoringSafeArea(.all).foregroundColor(Color("CardBackground")) }
                }
                // A disc under a photo is no background of what is drawn on the photo.
                struct Avatar: View {
                    var body: some View { Circle().fill(Color("Paper")).overlay(Image("me").resizable().scaledToFill()) }
                }
                struct Profile: View {
                    var body: some View { Avatar().overlay { Image(systemName: "pencil").foregroundColor(Color("Muted")) } }
                }
                // Views that are each other's background: read to a bound, not for ever.
                struct Loop: View {
                    var body: some View { Text("c").foregroundColor(Color("HeaderText")).background(Around()) }
                }
                struct Around: View {
                    var body: some View { Loop().padding() }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "an opacity chosen by a state is the color at each opacity in its state, paired branch to branch",
            files: [
                "Continue.swift": """
                import SwiftUI
                struct ContinueButton: View {
                    let isValid: Bool
                    let code: String
                    var body: some View {
                        VStack {
                            Text("Continue")
                                .background(Color("HeaderText").opacity(isValid ? 1.0 : 0.1))
                                .foregroundStyle(isValid ? Color("Paper") : Color("Muted"))
                            Text("Save")
                                .background(Color("HeaderText").opacity(isCodeValid() ? 1 : 0.1))
                                .foregroundStyle(isCodeValid() ? Color("Paper") : Color("Muted"))
                        }
                    }
                    func isCodeValid() -> Bool { !code.isEmpty }
                }
                """
            ],
            mustPair: ["Paper on HeaderText", "Muted on HeaderText.opacity(0.1)"],
            mustNotPair: ["Muted on HeaderText", "Paper on HeaderText.opacity(0.1)"]),
        ConstructExample(
            name: "in a ZStack, the views of an if are layered: a bar over its track, and a second bar over the first",
            files: [
                "Bars.swift": """
                import SwiftUI
                struct Bars: View {
                    let done: Int
                    var body: some View {
                        ZStack(alignment: .bottom) {
                            RoundedRectangle(cornerRadius: 4).fill(Color("Paper"))
                            if done > 0 {
                                RoundedRectangle(cornerRadius: 4).fill(Color("Muted"))
                                RoundedRectangle(cornerRadius: 4).fill(Color("Ink"))
                            }
                        }
                    }
                }
                """
            ],
            mustPair: ["Muted on Paper", "Ink on Muted"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "an overlay's content is layered as a ZStack's: a scrim drawn first is under what follows, inside an if too",
            files: [
                "Loading.swift": """
                import SwiftUI
                struct Loading: View {
                    @State var busy = false
                    var body: some View {
                        VStack { Text("Hi").foregroundColor(Color("Ink")) }
                            .background(Color("Paper"))
                            .overlay {
                                if busy {
                                    Color("HeaderText").ignoresSafeArea()
                                    ProgressView().tint(Color("Muted"))
                                }
                            }
                    }
                }
                """
            ],
            mustPair: ["Ink on Paper", "Muted on HeaderText"],
            mustNotPair: ["Muted on Paper"]),
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
            name: "a color made at run time is an unreadable background, not the one behind it",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    let line: Int
                    var body: some View {
                        Text("a").foregroundColor(.white)
                            .background(Color(rgb: line), in: .capsule)
                            .background(Color("Paper"))
                    }
                }
                """],
            mustNotPair: ["white on Paper"]),
        ConstructExample(
            name: "an overlay lies on its view's own background, under other modifiers",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("a").foregroundColor(Color("Ink"))
                            .background(Color("CardBackground"))
                            .foregroundColor(Color("Ink"))
                            .overlay(Image(systemName: "xmark").foregroundColor(Color("Muted")))
                            .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on CardBackground", "Muted on CardBackground"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a background view that is an image or a fill with its own background underneath is seen as the image or the fill",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack {
                            Text("a").foregroundColor(Color("Ink"))
                                .background(Image("photo").resizable().background(Color("Paper")))
                            Text("b").foregroundColor(Color("Muted"))
                                .background(Color("CardBackground").background(Color("Paper")))
                            Text("c").foregroundColor(Color("HeaderText")).modifier(ImageBackground(image: Image("sky")))
                            // A logo scaled to fit lies beside the button, not under it.
                            ZStack {
                                Image("logo").resizable().scaledToFit().frame(height: 30)
                                HStack { Spacer(); Image(systemName: "plus").foregroundColor(Color("CardBackground")) }
                            }
                            .background(Color("Paper"))
                        }
                    }
                }
                struct ImageBackground: ViewModifier {
                    var image: Image
                    func body(content: Content) -> some View {
                        content.background(image.resizable().scaledToFill().background(Color("CardBackground")))
                    }
                }
                """],
            mustPair: ["Muted on CardBackground", "CardBackground on Paper"],
            mustNotPair: ["Ink on Paper", "Muted on Paper", "HeaderText on CardBackground"]),
        ConstructExample(
            name: "an overlay on a view that strokes or fills a shape lies on that drawing, not on the screen behind it",
            files: ["V.swift": """
                import SwiftUI
                struct ProgressBar: View {
                    var color: Color
                    var body: some View {
                        GeometryReader { geometry in
                            Line().stroke(color, lineWidth: 24)
                        }
                        .frame(height: 24)
                    }
                }
                struct Line: Shape {
                    func path(in rect: CGRect) -> Path { Path { $0.addLine(to: CGPoint(x: rect.maxX, y: 0)) } }
                }
                struct Editor: View {
                    var body: some View {
                        VStack {
                            Text("a").foregroundColor(Color("Ink"))
                            ProgressBar(color: Color("AccentFill"))
                                .overlay(Text("done").foregroundColor(Color("Paper")))
                            Capsule().stroke(Color("AccentFill"))
                                .overlay { Text("b").foregroundColor(Color("Muted")) }
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Paper on Paper", "Muted on Paper"],
            lowConfidence: ["Paper on Paper", "Muted on Paper"],
            catalog: ["AccentFill"]),
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
        ConstructExample(
            name: "a color shown in one state only through .opacity(condition ? 1 : 0)",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var selected = false
                    var body: some View {
                        ZStack {
                            Color("CardBackground").opacity(selected ? 1 : 0)
                            Text("a").foregroundColor(Color("Ink"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on CardBackground", "Ink on Paper"]),
        ConstructExample(
            name: "a prominent bordered button draws its title in white on its tint",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Button("Go") {}
                            .buttonStyle(.borderedProminent)
                            .tint(Color("HeaderText"))
                            .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["white on HeaderText"],
            mustNotPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a modifier named like one of the app's colors is not that color",
            files: [
                "Colors.swift": """
                import SwiftUI
                extension Color {
                    enum App {
                        static let background = Color("Paper")
                        static let primary = Color("HeaderText")
                    }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        ZStack {
                            Circle().background(Circle().fill(Color.App.primary))
                            Image(systemName: "checkmark").foregroundColor(Color("Ink"))
                        }
                        .background(Color.App.background)
                    }
                }
                """,
            ],
            mustPair: ["Ink on HeaderText"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "list rows with a clear row background over a list whose background is hidden",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        ZStack {
                            Color("Paper").ignoresSafeArea()
                            List {
                                Text("a").foregroundColor(Color("Ink")).listRowBackground(Color.clear)
                                Text("b").foregroundColor(Color("Muted"))
                            }
                            .scrollContentBackground(.hidden)
                        }
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on secondarySystemGroupedBackground"],
            mustNotPair: ["Ink on secondarySystemGroupedBackground"]),
        ConstructExample(
            name: "list rows with a clear row background over the list's own grouped background",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        List {
                            Text("a").foregroundColor(Color("Ink")).listRowBackground(Color.clear)
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on systemGroupedBackground"],
            mustNotPair: ["Ink on secondarySystemGroupedBackground", "Ink on Paper"]),
        ConstructExample(
            name: "a section header is drawn on the list's background, not on its rows'",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        List {
                            Section(header: Text("H").foregroundColor(Color("HeaderText"))) {
                                Text("a").foregroundColor(Color("Ink"))
                            }
                            .listRowBackground(Color("CardBackground"))
                        }
                        .listStyle(.plain)
                    }
                }
                """],
            mustPair: ["Ink on CardBackground", "HeaderText on systemBackground"],
            mustNotPair: ["HeaderText on CardBackground"]),
        ConstructExample(
            name: "an all but transparent background (a hit-testing trick) is not a fill",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("a").foregroundColor(Color("Ink"))
                            .background(Color("CardBackground").opacity(0.01))
                            .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on CardBackground.opacity(0.01)"]),
        ConstructExample(
            name: "a color under the app's own layout modifier is still a ZStack's background",
            files: [
                "Layout.swift": """
                import SwiftUI
                extension View {
                    func fillScreen() -> some View { frame(maxWidth: .infinity, maxHeight: .infinity).ignoresSafeArea() }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        ZStack {
                            Color("Paper").fillScreen()
                            Text("a").foregroundColor(Color("Ink"))
                        }
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a field with its own background, first in a ZStack, is drawn and lies under the icon after it",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    @State var text = ""
                    var body: some View {
                        ZStack(alignment: .leading) {
                            TextField("", text: $text)
                                .foregroundColor(Color("Ink"))
                                .background(Color("CardBackground"))
                                .accessibilityIdentifier("search")
                            Image(systemName: "magnifyingglass").foregroundColor(Color("Muted"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on CardBackground", "Muted on CardBackground"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a stroke hidden in the state its fill shows is never drawn over that fill",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var isSelected = false
                    var body: some View {
                        ZStack {
                            RoundedRectangle(cornerRadius: 8).fill(isSelected ? Color("Ink") : Color.clear)
                            RoundedRectangle(cornerRadius: 8).stroke(Color("Muted").opacity(isSelected ? 0 : 0.2), lineWidth: 2)
                            Image(systemName: "checkmark").foregroundColor(isSelected ? Color("Paper") : Color("HeaderText"))
                        }
                        .background(Color("CardBackground"))
                    }
                }
                """],
            mustPair: ["Paper on Ink", "Muted.opacity(0.2) on CardBackground", "HeaderText on CardBackground"],
            mustNotPair: ["Muted.opacity(0.2) on Ink", "HeaderText on Ink", "Paper on CardBackground"]),
        ConstructExample(
            name: "a symbol shown only while a state holds is drawn on what fills the view then",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var isDone = false
                    var body: some View {
                        ZStack {
                            Circle().fill(isDone ? Color("Ink") : .clear)
                            Image(systemName: "checkmark").foregroundColor(Color("Paper")).opacity(isDone ? 1 : 0)
                        }
                        .background(Color("CardBackground"))
                    }
                }
                """],
            mustPair: ["Paper on Ink"],
            mustNotPair: ["Paper on CardBackground"]),
    ]

    /// A name resolves where the compiler resolves it: a member of the type the code is in,
    /// then a global — never a same-named property of another type.
    static let names: [ConstructExample] = [
        ConstructExample(
            name: "a view's own function is the one its code calls, not another view's of the same name; a switch on a literal argument runs one clause",
            files: [
                "Detail.swift": """
                import SwiftUI
                struct DetailView: View {
                    var body: some View {
                        VStack {
                            Text("5").foregroundColor(moodColor(5))
                            Text("1").foregroundColor(moodColor(1))
                        }
                        .background(Color("Paper"))
                    }
                    private func moodColor(_ value: Int) -> Color {
                        switch value {
                        case 1: return Color("Ink")
                        case 5: return Color("Accent")
                        default: return Color("Muted")
                        }
                    }
                }
                struct InputView: View {
                    let mood: Int
                    var body: some View {
                        Text("x").foregroundColor(moodColor(mood)).background(Color("CardBackground"))
                    }
                    private func moodColor(_ value: Int) -> Color {
                        value > 3 ? Color("HeaderText") : Color("AccentColor")
                    }
                }
                """,
                "Stats.swift": """
                import SwiftUI
                struct StatsView: View {
                    var body: some View {
                        ForEach(1...5, id: \\.self) { value in
                            Text("\\(value)").foregroundColor(moodColor(value))
                        }
                        .background(Color("Paper"))
                    }
                    private func moodColor(_ value: Int) -> Color {
                        value > 3 ? Color("HeaderText") : Color("Muted")
                    }
                }
                """,
            ],
            mustPair: ["Accent on Paper", "Ink on Paper", "HeaderText on CardBackground", "AccentColor on CardBackground", "HeaderText on Paper", "Muted on Paper"],
            mustNotPair: ["Ink on CardBackground", "Accent on CardBackground", "AccentColor on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "NSColor.textBackgroundColor is AppKit's, not a static function of the same name a theme declares for iOS",
            files: ["V.swift": """
                import SwiftUI
                extension Color {
                    #if os(iOS)
                    static func textBackgroundColor(colorScheme: ColorScheme) -> Color {
                        Color(uiColor: colorScheme == .dark ? UIColor.secondarySystemBackground : UIColor.systemBackground)
                    }
                    #endif
                    #if os(macOS)
                    static let textBackgroundColor: Color = Color(nsColor: NSColor.textBackgroundColor)
                    #endif
                }
                #if os(macOS)
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color.textBackgroundColor.opacity(0.5)) }
                }
                #endif
                """],
            mustPair: ["Ink on textBackgroundColor.opacity(0.5)"],
            mustNotPair: ["Ink on systemBackground.opacity(0.5)", "Ink on secondarySystemBackground.opacity(0.5)"]),
        ConstructExample(
            name: "a struct of statics that wrap Xcode's symbols of the same names (static let text = UIColor.text)",
            files: ["V.swift": """
                import UIKit
                struct AppColor {
                    static let text = UIColor.text
                    static let background: UIColor = UIColor.background
                }
                final class VC: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = AppColor.background
                        let label = UILabel()
                        label.textColor = AppColor.text
                        view.addSubview(label)
                    }
                }
                """],
            mustPair: ["TextColor on BackgroundColor"],
            catalog: ["TextColor", "BackgroundColor"]),
        ConstructExample(
            name: "Xcode's symbols for catalog colors named by hex code (EBA72B as .EBA_72_B, FBFBFB as .FBFBFB)",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack {
                            Text("a").foregroundStyle(.EBA_72_B)
                            Text("b").foregroundStyle(Color.A_3_A_3_A_3)
                        }
                        .background(Color.FBFBFB)
                    }
                }
                """],
            mustPair: ["EBA72B on FBFBFB", "A3A3A3 on FBFBFB"],
            catalog: ["EBA72B", "A3A3A3", "FBFBFB"]),
        ConstructExample(
            name: "a theme's statics that wrap a private palette's, which names the color type's own (.white), not the theme's of that name",
            files: [
                "Colors.swift": """
                import UIKit
                struct Colors {
                    private struct Palette {
                        static let ink: UIColor? = UIColor(named: "Ink")
                        static let teal: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                        static let white: UIColor = .white
                    }
                }
                extension Colors {
                    struct Text {
                        static let ink = Palette.ink
                        static let white = Palette.white
                    }
                    struct Background {
                        static let teal = Palette.teal
                    }
                }
                """,
                "C.swift": """
                import UIKit
                final class C: UIViewController {
                    let title = UILabel()
                    let caption = UILabel()
                    override func viewDidLoad() {
                        view.addSubview(title)
                        view.addSubview(caption)
                        view.backgroundColor = Colors.Background.teal
                        title.textColor = Colors.Text.ink
                        caption.textColor = Colors.Text.white
                    }
                }
                """,
            ],
            mustPair: ["Ink on #336699", "white on #336699"]),
        ConstructExample(
            name: "SwiftGen's UIColor(asset:) convenience initializer, under a project-named asset enum",
            files: [
                "assets.swift": """
                import UIKit
                internal enum STNAsset {
                    internal enum Color {
                        internal static let ink = ColorAsset(name: "Ink")
                        internal static let paper = ColorAsset(name: "Paper")
                    }
                }
                internal final class ColorAsset {
                    internal fileprivate(set) var name: String
                    fileprivate init(name: String) { self.name = name }
                }
                internal extension UIColor {
                    convenience init?(asset: ColorAsset) { self.init(named: asset.name, in: nil, compatibleWith: nil) }
                }
                """,
                "Card.swift": """
                import UIKit
                final class Card: UIView {
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(asset: STNAsset.Color.paper)
                        label.textColor = UIColor(asset: STNAsset.Color.ink)
                        addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a generated accessor of another naming: Tuist's <Module>Asset enum of <Module>Colors(name:)",
            files: [
                "TuistAssets+UI.swift": """
                import SwiftUI
                public enum UIAsset {
                    public static let fontPrimary = UIColors(name: "Ink")
                    public static let backgroundPrimary = UIColors(name: "Paper")
                }
                public final class UIColors {
                    public fileprivate(set) var name: String
                    public private(set) var swiftUIColor: SwiftUI.Color { SwiftUI.Color(name) }
                    fileprivate init(name: String) { self.name = name }
                }
                """,
                "Color+Font.swift": """
                import SwiftUI
                extension Color {
                    public enum font { public static let primary = UIAsset.fontPrimary.swiftUIColor }
                    public enum background { public static let primary = UIAsset.backgroundPrimary.swiftUIColor }
                }
                """,
                "Row.swift": """
                import SwiftUI
                struct Row: View {
                    var body: some View { Text("a").foregroundColor(.font.primary).background(Color.background.primary) }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a member read on a value is never a static of that name: Swift reaches a static through its type only",
            files: [
                "V.swift": """
                import SwiftUI
                extension Color {
                    static let muted = Color("Muted")
                }
                struct ThemeColors {
                    var muted: Color
                    var text: Color
                }
                enum Theme: String {
                    case system, dark
                    var colors: ThemeColors {
                        switch self {
                        case .system: return ThemeColors(muted: Color.primary.opacity(0.7), text: Color("Ink"))
                        case .dark: return ThemeColors(muted: .gray, text: .white)
                        }
                    }
                }
                final class Preferences: ObservableObject {
                    static let shared = Preferences()
                    @AppStorage("theme") var theme: Theme = .system
                }
                struct V: View {
                    @StateObject var preferences = Preferences.shared
                    var body: some View {
                        VStack {
                            Text("a").foregroundStyle(preferences.theme.colors.muted).background(Color("Paper"))
                            Text("b").foregroundStyle(Color.muted).background(Color("CardBackground"))
                        }
                    }
                }
                """,
                "Theme.swift": """
                import SwiftUI
                enum AppColor {
                    static let headline = Color("HeaderText")
                }
                struct AppTheme {
                    struct Palette {
                        let headline: Color
                    }
                    let colors: Palette
                    static let standard = AppTheme(colors: .init(headline: AppColor.headline))
                }
                private struct ThemeKey: EnvironmentKey { static let defaultValue = AppTheme.standard }
                extension EnvironmentValues {
                    var appTheme: AppTheme { self[ThemeKey.self] }
                }
                struct W: View {
                    @Environment(\\.appTheme) private var theme
                    var body: some View { Text("c").foregroundStyle(theme.colors.headline).background(Color("Ink")) }
                }
                """,
            ],
            mustPair: ["Muted on CardBackground", "HeaderText on Ink"],
            mustNotPair: ["Muted on Paper"]),
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
        ConstructExample(
            name: "an app that declares its own Color.primary means it by .primary too",
            files: [
                "Colors.swift": """
                import SwiftUI
                extension Color {
                    static let primary = Color("HeaderText")
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack {
                            Text("a").foregroundColor(.primary)
                            Text("b").foregroundColor(Color.primary)
                        }
                        .background(Color("Paper"))
                    }
                }
                """,
            ],
            mustPair: ["HeaderText on Paper"],
            mustNotPair: ["label on Paper"]),
        ConstructExample(
            name: "SwiftUI's own Color.secondary is not an asset named SecondaryColor",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Color.secondary).background(Color("Paper")) }
                }
                """],
            mustPair: ["secondaryLabel on Paper"],
            mustNotPair: ["SecondaryColor on Paper"]),
        ConstructExample(
            name: "a color named through a string constant",
            files: [
                "Constants.swift": """
                let inkColorName = "Ink"
                """,
                "V.swift": """
                import UIKit
                final class V: UIView {
                    let label = UILabel()
                    func setUp() {
                        backgroundColor = UIColor(named: "Paper")
                        label.textColor = UIColor(named: inkColorName)
                        addSubview(label)
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
    ]

    /// An app's own modifiers and text styles are applied where they are called: the
    /// colors they set reach the view they modify, and no default is assumed in their place.
    static let modifiers: [ConstructExample] = [
        ConstructExample(
            name: "a modifier's function parameter the call leaves out is its default, also inside another application of the same modifier",
            files: ["V.swift": """
                import SwiftUI
                enum Theme {
                    case alpha, beta
                    var text: Color {
                        switch self {
                        case .alpha: return Color("Ink")
                        case .beta: return Color("Muted")
                        }
                    }
                }
                struct ThemedFont: ViewModifier {
                    var theme = Theme.alpha
                    func body(content: Content) -> some View { content.foregroundColor(theme.text) }
                }
                extension View {
                    func themedFont(theme: Theme = Theme.alpha) -> some View { modifier(ThemedFont(theme: theme)) }
                }
                struct Feed: View {
                    var body: some View {
                        VStack {
                            Text("Request").themedFont()
                        }
                        .background(Color("Paper"))
                        .modifier(ThemedFont(theme: .beta))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a color picker, stepper or date picker titled with a string draws its title as a label",
            files: ["V.swift": """
                import SwiftUI
                struct SymbolSheet: View {
                    @State var color = Color.red
                    @State var count = 1
                    @State var date = Date()
                    var body: some View {
                        VStack {
                            ColorPicker("Symbol color", selection: $color)
                            Stepper("Servings", value: $count).foregroundColor(Color("Ink"))
                            DatePicker("Day", selection: $date).foregroundStyle(Color("Muted"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["label on Paper", "Ink on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "under .labelsHidden() a titled control draws no title",
            files: ["V.swift": """
                import SwiftUI
                struct Settings: View {
                    @State var on = false
                    @State var date = Date()
                    var body: some View {
                        VStack {
                            Toggle("Alerts", isOn: $on).foregroundColor(Color("Ink")).labelsHidden()
                            DatePicker("Day", selection: $date).foregroundColor(Color("Muted"))
                        }
                        .labelsHidden()
                        .background(Color("Paper"))
                    }
                }
                """],
            mustNotPair: ["Ink on Paper", "Muted on Paper", "label on Paper"]),
        ConstructExample(
            name: "an app's modifier is applied again in a screen that a view it modifies leads to",
            files: ["V.swift": """
                import SwiftUI
                struct Card: ViewModifier {
                    func body(content: Content) -> some View {
                        content.background(Color("CardBackground"), in: RoundedRectangle(cornerRadius: 16))
                    }
                }
                extension View {
                    func card() -> some View { modifier(Card()) }
                }
                struct ExpenseView: View {
                    var body: some View {
                        VStack {
                            NavigationLink("Categories") { CategoriesView() }
                                .card()
                        }
                        .background(Color("Paper"))
                    }
                }
                struct CategoriesView: View {
                    var body: some View {
                        VStack {
                            Text("Name").foregroundColor(Color("Ink")).card()
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a navigation link outside a list draws its label in the tint; in a list, as a row",
            files: ["V.swift": """
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                NavigationLink { Text("detail") } label: { Text("Steps") }
                                NavigationLink("More", destination: Text("more"))
                                NavigationLink("Entries") { Text("entry").background(Color("CardBackground")) }
                            }
                            .background(Color("Paper"))
                        }
                        .tint(Color("Accent"))
                    }
                }
                struct Settings: View {
                    var body: some View {
                        List {
                            NavigationLink { Text("x") } label: { Text("Row").foregroundColor(Color("Muted")) }
                            NavigationLink { Text("y") } label: { Text("Other") }
                        }
                        .tint(Color("Ink"))
                    }
                }
                """],
            mustPair: ["Accent on Paper", "Muted on secondarySystemGroupedBackground"],
            mustNotPair: ["label on Paper", "Ink on secondarySystemGroupedBackground", "Accent on CardBackground"]),
        ConstructExample(
            name: "an app's modifier function that wraps the view in ModifiedContent with its ViewModifier draws the view and the modifier's overlay",
            files: [
                "App.swift": """
                import SwiftUI
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { RootView().toasts() } }
                }
                """,
                "Toasts.swift": """
                import SwiftUI
                extension View {
                    func toasts() -> some View {
                        ModifiedContent(content: self, modifier: ToastsModifier())
                    }
                }
                struct ToastsModifier: ViewModifier {
                    func body(content: Content) -> some View {
                        content.overlay(alignment: .bottom) {
                            Text("Saved").foregroundColor(.white).padding().background(Color("Accent"))
                        }
                    }
                }
                """,
                "RootView.swift": """
                import SwiftUI
                struct RootView: View {
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "white on Accent"]),
        ConstructExample(
            name: "an action sheet's and an alert's titles are drawn by the system on its own sheet, not on the screen",
            files: ["V.swift": """
                import SwiftUI
                struct Header: View {
                    var body: some View { Text("Notes").foregroundColor(Color("Ink")) }
                }
                struct V: View {
                    @State var asking = false
                    @State var failed = false
                    var body: some View {
                        ZStack {
                            Color("Paper")
                            VStack {
                                Header()
                                    .actionSheet(isPresented: $asking) {
                                        ActionSheet(title: Text("Remove the attachment?"), buttons: [.default(Text("Remove")), .cancel()])
                                    }
                                Header()
                                    .alert(isPresented: $failed) {
                                        Alert(title: Text("Notes"), message: Text("Could not save"), dismissButton: .default(Text("OK")))
                                    }
                            }
                        }
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["label on Paper", "systemBlue on Paper"]),
        ConstructExample(
            name: "a view under a constant opacity draws its colors at that opacity over what it lies on",
            files: ["Note.swift": """
                import SwiftUI
                struct Note: View {
                    var body: some View {
                        VStack {
                            Text("Title").foregroundColor(Color("Ink"))
                            Text("Caption").foregroundColor(Color("Ink")).opacity(0.7)
                            Text("Badge").foregroundColor(Color("Paper")).background(Color("Accent")).opacity(0.5)
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Ink.opacity(0.7) on Paper"],
            mustNotPair: ["Paper.opacity(0.5) on Accent"]),
        ConstructExample(
            name: "a view whose opacity a state chooses draws its colors at each opacity",
            files: ["Step.swift": """
                import SwiftUI
                struct Step: View {
                    let minutes: Int
                    var body: some View {
                        Text("\\(minutes) min")
                            .foregroundColor(Color("Muted"))
                            .opacity(minutes == 0 ? 0.25 : 1)
                            .padding()
                            .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Muted on Paper", "Muted.opacity(0.25) on Paper"]),
        ConstructExample(
            name: "a SwiftUI view a UIKit controller hosts lies on the fill the UIKit code gives the hosting view or where it adds it",
            files: [
                "Settings.swift": """
                import SwiftUI
                import UIKit
                struct SettingsView: View {
                    var body: some View { Text("Settings").foregroundColor(Color("Ink")) }
                }
                struct InfoView: View {
                    var body: some View { Text("About").foregroundColor(Color("Muted")) }
                }
                final class SettingsViewController: UIViewController {
                    lazy var hosting: UIHostingController<SettingsView> = {
                        let hosting = UIHostingController(rootView: SettingsView())
                        hosting.view.backgroundColor = .clear
                        return hosting
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        addChildViewController(child: hosting)
                    }
                    func showInfo() {
                        let rootView = InfoView()
                        let controller = UIHostingController(rootView: rootView)
                        controller.view.backgroundColor = UIColor(named: "CardBackground")
                        present(controller, animated: true)
                    }
                }
                extension UIViewController {
                    func addChildViewController(child: UIViewController) {
                        addChild(child)
                        view.addSubview(child.view)
                        child.didMove(toParent: self)
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "a text field's placeholder is drawn in the system's placeholder color, which .foregroundColor does not change",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    @State var name = ""
                    var body: some View {
                        VStack {
                            TextField("Your name", text: $name)
                                .foregroundColor(Color("Ink"))
                                .background(Color("CardBackground"))
                            TextField("", text: $name).background(Color("HeaderText"))
                            TextField("Code", text: $name, prompt: Text("Code").foregroundColor(Color("Muted")))
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on CardBackground", "placeholderText on CardBackground", "Muted on Paper"],
            mustNotPair: ["placeholderText on HeaderText", "placeholderText on Paper"]),
        ConstructExample(
            name: "an app's text field style draws the fields it is applied to, over its own background; a view made by a method called on self",
            files: ["Login.swift": """
                import SwiftUI
                struct LoginFieldStyle: TextFieldStyle {
                    func _body(configuration: TextField<Self._Label>) -> some View {
                        configuration
                            .padding()
                            .background(Color("CardBackground"))
                    }
                }
                struct Login: View {
                    @State private var email = ""
                    var body: some View {
                        VStack {
                            TextField("E-mail", text: $email).textFieldStyle(LoginFieldStyle())
                            Text("Welcome").foregroundColor(Color("Ink"))
                        }
                        .background(Color("Paper"))
                    }
                }
                // The screen is shown by a method of another view, called on `self`.
                struct Greetings: View {
                    enum Target: Identifiable { case login, join; var id: Self { self } }
                    @State private var target: Target?
                    var body: some View {
                        Button("Log in") { target = .login }.sheet(item: $target) { self.destination(for: $0) }
                    }
                    func destination(for target: Target) -> some View {
                        switch target {
                        case .login: return AnyView(Login())
                        case .join: return AnyView(Text("Join"))
                        }
                    }
                }
                @main
                struct LoginApp: App {
                    var body: some Scene { WindowGroup { Greetings() } }
                }
                """],
            mustPair: ["label on CardBackground", "placeholderText on CardBackground", "Ink on Paper"],
            mustNotPair: ["label on Paper", "placeholderText on Paper"]),
        ConstructExample(
            name: "a divider colored by a state (a focus underline) is a component over what is behind it; one color for good is a decoration",
            files: ["Form.swift": """
                import SwiftUI
                struct SignIn: View {
                    @FocusState private var focused: Bool
                    @State private var name = ""
                    var body: some View {
                        VStack {
                            TextField("Name", text: $name).focused($focused)
                            Divider()
                                .frame(height: 1)
                                .background(focused ? Color("Accent") : Color("Muted"))
                            Divider().overlay(Color("HeaderText"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Accent on Paper", "Muted on Paper"],
            mustNotPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a view at an opacity nobody sees (kept for taps or layout), or hidden, draws nothing",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack {
                            Text("a").foregroundColor(Color("Ink"))
                            Button("hidden") {}.foregroundColor(Color("Muted")).opacity(0.0001)
                            Text("Loading more…").foregroundColor(Color("HeaderText")).hidden()
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper", "HeaderText on Paper"]),
        ConstructExample(
            name: "an app's modifier that hands its view to a closure (.modify { content in … }, .if(c) { $0 … }) applies what the closure does",
            files: ["V.swift": """
                import SwiftUI
                extension View {
                    @ViewBuilder func modify<T: View>(@ViewBuilder _ transform: (Self) -> T?) -> some View {
                        if let view = transform(self) { view } else { self }
                    }
                    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                        if condition { transform(self) } else { self }
                    }
                }
                struct SettingsScreen: View {
                    var body: some View { Text("s").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                struct V: View {
                    @State var shown = false
                    var highlighted = false
                    var body: some View {
                        VStack {
                            Text("a")
                                .modify { content in
                                    if #available(iOS 18.0, *) {
                                        content.popover(isPresented: $shown) { SettingsScreen() }
                                    } else {
                                        content.sheet(isPresented: $shown) { SettingsScreen() }
                                    }
                                }
                            Text("b").foregroundColor(Color("Muted"))
                                .if(highlighted) { $0.background(Color("CardBackground")) }
                        }
                    }
                }
                @main struct A: App { var body: some Scene { WindowGroup { V() } } }
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "a navigation title over the bar background the view sets, in the bar's color scheme",
            files: [
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Inbox()
                                Settings()
                            }
                        }
                    }
                }
                struct Inbox: View {
                    var body: some View {
                        List { Text("a") }
                            .toolbar { Button("Edit") {}.tint(Color("Ink")) }
                            .navigationTitle("Inbox")
                            .toolbarBackground(Color("HeaderText"), for: .navigationBar)
                            .toolbarBackground(.visible, for: .navigationBar)
                            .toolbarColorScheme(.dark, for: .navigationBar)
                    }
                }
                struct Settings: View {
                    var body: some View {
                        Form { Text("b") }
                            .toolbarBackground(Color("CardBackground"), for: .navigationBar)
                            .navigationTitle("Settings")
                    }
                }
                """
            ],
            mustPair: ["white on HeaderText", "label on CardBackground", "Ink on HeaderText"],
            mustNotPair: ["label on HeaderText"]),
        ConstructExample(
            name: "a link's tint is its title's color; a label it is given draws in its own color",
            files: [
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack {
                            Link(destination: URL(string: "https://example.com/a")!) {
                                Text("Source").foregroundColor(Color("Ink"))
                            }
                            .background(Color("CardBackground"))
                            Link("Docs", destination: URL(string: "https://example.com/b")!)
                                .background(Color("Paper"))
                        }
                        .tint(Color("HeaderText"))
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground", "HeaderText on Paper"],
            mustNotPair: ["HeaderText on CardBackground"]),
        ConstructExample(
            name: "a hidden navigation link draws nothing, but the screen it opens is shown",
            files: [
                "V.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { NavigationView { Start() } } }
                }
                struct Start: View {
                    @State private var done = false
                    var body: some View {
                        VStack {
                            Button("Continue") { done = true }
                            NavigationLink(destination: Welcome(), isActive: $done) {
                                Text("next").foregroundColor(Color("Muted"))
                            }
                            .hidden()
                        }
                        .background(Color("CardBackground"))
                    }
                }
                struct Welcome: View {
                    var body: some View { Text("Hello").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                """
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a shape filled in the foreground style and given a color is the fill under the next layer of a ZStack",
            files: [
                "V.swift": """
                import SwiftUI
                struct Badge: View {
                    @Environment(\\.colorScheme) var colorScheme
                    var body: some View {
                        ZStack {
                            Circle()
                                .fill()
                                .foregroundColor(colorScheme == .light ? Color("Ink") : Color("Paper"))
                            Image(systemName: "textformat")
                                .foregroundColor(colorScheme == .light ? Color("Paper") : Color("Ink"))
                        }
                        .frame(width: 50, height: 50)
                        .background(Color("CardBackground"))
                    }
                }
                """
            ],
            mustPair: ["Paper on Ink", "Ink on Paper"],
            mustNotPair: ["Paper on CardBackground", "Ink on CardBackground"]),
        ConstructExample(
            name: "a share link is a button: its label and title are drawn in its tint",
            files: [
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack {
                            ShareLink(item: URL(string: "https://example.com/app")!) {
                                Label("Share the app", systemImage: "square.and.arrow.up").padding()
                            }
                            .background(Color("Paper"))
                            ShareLink("Send", item: "a note")
                                .background(Color("CardBackground"))
                        }
                        .tint(Color("HeaderText"))
                    }
                }
                """
            ],
            mustPair: ["HeaderText on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["label on Paper", "label on CardBackground"]),
        ConstructExample(
            name: "Color.accentColor under an ancestor's .accentColor(x) is x; under one that cannot be read, not the app's accent",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { VStack { Home(); Other() } } }
                }
                struct Home: View {
                    var body: some View {
                        VStack {
                            Text("a").foregroundColor(.accentColor)
                            Row()
                        }
                        .background(Color("Paper"))
                        .accentColor(Color("HeaderText"))
                    }
                }
                struct Row: View {
                    var body: some View {
                        NavigationLink(destination: Detail()) {
                            Text("b").foregroundColor(Color.accentColor).background(Color("CardBackground"))
                        }
                    }
                }
                struct Detail: View {
                    var body: some View { Image(systemName: "star").foregroundColor(.accentColor).background(Color("Ink")) }
                }
                struct Other: View {
                    @AppStorage("theme") var theme = "Blue"
                    var body: some View {
                        Text("c").foregroundColor(.accentColor).background(Color("Muted")).accentColor(Color(theme + "/Accent"))
                    }
                }
                """,
            ],
            mustPair: ["HeaderText on Paper", "HeaderText on CardBackground", "HeaderText on Ink"],
            mustNotPair: ["systemBlue on Paper", "systemBlue on CardBackground", "systemBlue on Muted", "systemBlue on Ink"]),
        ConstructExample(
            name: "a text style as a Text extension",
            files: [
                "Styles.swift": """
                import SwiftUI
                extension Text {
                    func styleAsBody() -> some View { self.font(.body).foregroundColor(Color("Ink")) }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").styleAsBody().background(Color("Paper")) }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["label on Paper"]),
        ConstructExample(
            name: "a ViewModifier applied with .modifier",
            files: [
                "Styles.swift": """
                import SwiftUI
                struct Caption: ViewModifier {
                    func body(content: Content) -> some View { content.foregroundColor(Color("Muted")).font(.caption) }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").modifier(Caption()).background(Color("Paper")) }
                }
                """,
            ],
            mustPair: ["Muted on Paper"],
            mustNotPair: ["label on Paper"]),
        ConstructExample(
            name: "a card modifier whose body sets a background without writing self",
            files: [
                "Styles.swift": """
                import SwiftUI
                extension View {
                    func card() -> some View { padding().background(Color("CardBackground")) }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Color("Ink")).card().background(Color("Paper")) }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
    ]

    /// The app's own `ButtonStyle`s, applied where `.buttonStyle(…)` names them.
    static let styles: [ConstructExample] = [
        ConstructExample(
            name: "a field under .textFieldStyle(.roundedBorder) draws its text on its own fill, not on the view's",
            files: ["SearchBar.swift": """
                import SwiftUI
                struct SearchBar: View {
                    @Binding var text: String
                    var body: some View {
                        HStack {
                            Image(systemName: "magnifyingglass").foregroundColor(Color("Muted"))
                            TextField("Search", text: $text)
                                .textFieldStyle(RoundedBorderTextFieldStyle())
                            SecureField("Code", text: $text).textFieldStyle(.roundedBorder)
                        }
                        .padding()
                        .background(Color("CardBackground"))
                    }
                }
                """],
            mustPair: ["Muted on CardBackground"],
            lowConfidence: ["label on CardBackground", "placeholderText on CardBackground"]),
        ConstructExample(
            name: "a progress view style's own tint is the spinner's color, whatever tint the environment gives",
            files: [
                "Spinner.swift": """
                import SwiftUI
                struct Spinner: View {
                    var body: some View {
                        VStack {
                            ProgressView()
                                .progressViewStyle(CircularProgressViewStyle(tint: Color("Paper")))
                        }
                        .tint(Color("Ink"))
                        .padding()
                        .background(Color("CardBackground"))
                    }
                }
                """
            ],
            mustPair: ["Paper on CardBackground"],
            mustNotPair: ["Ink on CardBackground"]),
        ConstructExample(
            name: "a ButtonStyle's makeBody colors the label of the buttons it styles",
            files: [
                "Styles.swift": """
                import SwiftUI
                struct PrimaryButtonStyle: ButtonStyle {
                    @Environment(\\.isEnabled) private var isEnabled
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .foregroundColor(isEnabled ? Color("Paper") : Color("Muted"))
                            .padding()
                            .background(Color("Ink"))
                    }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Button("Go") {}
                            .buttonStyle(PrimaryButtonStyle())
                            .background(Color("CardBackground"))
                    }
                }
                """,
            ],
            mustPair: ["Paper on Ink", "Muted on Ink"],
            mustNotPair: ["Paper on CardBackground", "accentColor on CardBackground", "AccentColor on CardBackground"]),
        ConstructExample(
            name: "a ButtonStyle named by a static member (.buttonStyle(.primary)) styles a label closure",
            files: [
                "Styles.swift": """
                import SwiftUI
                struct PrimaryButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.foregroundColor(Color("Paper")).background(Color("Ink"))
                    }
                }
                extension ButtonStyle where Self == PrimaryButtonStyle {
                    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Button {
                        } label: {
                            Image(systemName: "play")
                        }
                        .buttonStyle(.primary)
                    }
                }
                """,
            ],
            mustPair: ["Paper on Ink"]),
        ConstructExample(
            name: "a ButtonStyle whose colors are local constants chosen by isEnabled pairs them branch to branch",
            files: [
                "Styles.swift": """
                import SwiftUI
                struct RoundStyle: ButtonStyle {
                    @Environment(\\.isEnabled) var isEnabled
                    func makeBody(configuration: Self.Configuration) -> some View {
                        let foreground = isEnabled ? Color("HeaderText") : Color("Muted")
                        let background = isEnabled ? Color("Paper") : Color("CardBackground")
                        return configuration.label
                            .foregroundColor(foreground.opacity(configuration.isPressed ? 0.9 : 1.0))
                            .background(background)
                    }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Button {} label: { Image(systemName: "house") }.buttonStyle(RoundStyle()) }
                }
                """,
            ],
            mustPair: ["HeaderText on Paper", "Muted on CardBackground"],
            mustNotPair: ["HeaderText on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "a LabelStyle's makeBody colors the title of the labels it styles, named by a static member",
            files: [
                "Styles.swift": """
                import SwiftUI
                struct BadgeLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.icon; configuration.title }
                            .foregroundStyle(Color("Paper"))
                            .background(Capsule().fill(Color("HeaderText")))
                    }
                }
                extension LabelStyle where Self == BadgeLabelStyle { static var badge: BadgeLabelStyle { .init() } }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack { Label("New", systemImage: "star").labelStyle(.badge) }
                            .foregroundColor(Color("Ink"))
                            .background(Color("CardBackground"))
                    }
                }
                """,
            ],
            mustPair: ["Paper on HeaderText"],
            mustNotPair: ["Ink on CardBackground", "Paper on CardBackground", "Ink on HeaderText"]),
        ConstructExample(
            name: "a ToggleStyle's body draws the toggle's label and a knob chosen by configuration.isOn",
            files: [
                "Styles.swift": """
                import SwiftUI
                struct CheckStyle: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.label.foregroundColor(Color("Ink"))
                            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                                .foregroundColor(configuration.isOn ? Color("HeaderText") : Color("Muted"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    @State private var on = false
                    var body: some View { Toggle("Alerts", isOn: $on).toggleStyle(CheckStyle()).background(Color("CardBackground")) }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "HeaderText on Paper", "Muted on Paper"],
            mustNotPair: ["Ink on CardBackground"]),
        ConstructExample(
            name: "a GroupBoxStyle's body fills the box its content and label are drawn on",
            files: [
                "Styles.swift": """
                import SwiftUI
                struct CardBox: GroupBoxStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack(alignment: .leading) { configuration.label.foregroundColor(Color("HeaderText")); configuration.content }
                            .padding()
                            .background(RoundedRectangle(cornerRadius: 8).fill(Color("CardBackground")))
                    }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        GroupBox("Totals") { Text("12").foregroundColor(Color("Ink")) }
                            .groupBoxStyle(CardBox())
                            .background(Color("Paper"))
                    }
                }
                """,
            ],
            mustPair: ["HeaderText on CardBackground", "Ink on CardBackground"],
            mustNotPair: ["Ink on Paper", "HeaderText on Paper"]),
        ConstructExample(
            name: "an SF Symbol kept in the app's constant of Image, or given to a view's Image property",
            files: [
                "Symbols.swift": """
                import SwiftUI
                struct AppSymbols {
                    let search = Image(systemName: "magnifyingglass")
                    let photo = Image("photo")
                }
                extension Image {
                    static let symbols = AppSymbols()
                }
                """,
                "V.swift": """
                import SwiftUI
                struct Row: View {
                    let icon: Image
                    var body: some View { icon.foregroundColor(Color("Paper")).background(Color("HeaderText")) }
                }
                struct V: View {
                    var body: some View {
                        VStack {
                            Image.symbols.search.foregroundColor(Color("Ink"))
                            Image.symbols.photo.foregroundColor(Color("Muted"))
                            Row(icon: .symbols.search)
                        }
                        .background(Color("CardBackground"))
                    }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground", "Paper on HeaderText"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a swipe action's label is white on its tint; the row keeps its own colors",
            files: ["V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        List {
                            Text("Milk")
                                .foregroundColor(Color("Ink"))
                                .swipeActions {
                                    Button { } label: { Label("Done", systemImage: "checkmark") }.tint(Color("HeaderText"))
                                    Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                                    Button("Later") { }
                                }
                                .listRowBackground(Color("Paper"))
                        }
                    }
                }
                """],
            mustPair: ["white on HeaderText", "white on systemRed", "Ink on Paper"],
            mustNotPair: ["Ink on HeaderText", "white on Paper"]),
        ConstructExample(
            name: "a toggle's or a slider's tint is drawn over its background; the system's default green is not the app's",
            files: [
                "V.swift": """
                import SwiftUI
                struct V: View {
                    @State private var on = false
                    @State private var level = 0.5
                    var body: some View {
                        VStack {
                            Toggle("Alerts", isOn: $on).tint(Color("HeaderText"))
                            Toggle("Sounds", isOn: $on).toggleStyle(SwitchToggleStyle(tint: Color("Muted")))
                            Slider(value: $level).accentColor(Color("Ink"))
                            Toggle("Plain", isOn: $on)
                            Toggle("", isOn: $on).foregroundColor(Color("CardBackground"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """
            ],
            mustPair: ["HeaderText on Paper", "Muted on Paper", "Ink on Paper"],
            mustNotPair: ["CardBackground on Paper"]),
    ]

    /// UIKit views built in code.
    static let uiKit: [ConstructExample] = [
        ConstructExample(
            name: "a settings struct's members are no view; colors read from an open property are defaults its users may replace",
            files: ["V.swift": """
                import UIKit
                public struct SearchTheme {
                    public var borderColor: UIColor
                    public var bgColor: UIColor
                    public static func light() -> SearchTheme {
                        return SearchTheme(borderColor: UIColor(named: "Muted")!, bgColor: UIColor(named: "CardBackground")!)
                    }
                }
                open class SearchField: UITextField {
                    open var theme = SearchTheme.light()
                    let results = UITableView()
                    func showResults() {
                        results.layer.borderColor = theme.borderColor.cgColor
                        results.backgroundColor = theme.bgColor
                        superview?.addSubview(results)
                    }
                }
                final class TagCell: UITableViewCell {
                    let field: SearchField = {
                        let field = SearchField()
                        field.theme.bgColor = .white
                        field.theme.borderColor = UIColor(named: "Accent")!
                        return field
                    }()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.backgroundColor = UIColor(named: "HeaderText")
                        contentView.addSubview(field)
                    }
                    required init?(coder: NSCoder) { nil }
                }
                """],
            mustNotPair: ["Accent on HeaderText"],
            mediumConfidence: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a text view's placeholder is its class's own, not the system's placeholder color; a text field's is",
            files: ["V.swift": """
                import UIKit
                final class ChatController: UIViewController {
                    let inputBar = InputBar()
                    let field = UITextField()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        inputBar.inputTextView.placeholder = "Message"
                        inputBar.inputTextView.backgroundColor = UIColor(named: "Paper")
                        field.placeholder = "Name"
                        field.backgroundColor = UIColor(named: "CardBackground")
                        view.addSubview(field)
                    }
                }
                """],
            mustPair: ["placeholderText on CardBackground"],
            mustNotPair: ["placeholderText on Paper"]),
        ConstructExample(
            name: "an attributed title of no text draws nothing: its color is no foreground",
            files: ["V.swift": """
                import UIKit
                class PillButton: UIButton {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        showTitle("Continue")
                    }
                    required init?(coder: NSCoder) { nil }
                    func hideTitle() {
                        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(named: "Paper")!]
                        let text = NSAttributedString(string: "", attributes: attributes)
                        setAttributedTitle(text, for: [])
                    }
                    func showTitle(_ title: String) {
                        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(named: "Ink")!]
                        setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: [])
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Paper on Paper"]),
        ConstructExample(
            name: "a search controller's bar tint is doubted: in a navigation item the bar lies on the navigation bar",
            files: ["V.swift": """
                import UIKit
                final class SearchController: UISearchController {
                    override init(searchResultsController: UIViewController?) {
                        super.init(searchResultsController: searchResultsController)
                        searchBar.tintColor = UIColor(named: "Accent")
                        searchBar.barTintColor = UIColor(named: "CardBackground")
                        searchBar.searchTextField.textColor = UIColor(named: "Ink")
                        searchBar.searchTextField.backgroundColor = UIColor(named: "Paper")
                    }
                    required init?(coder: NSCoder) { nil }
                }
                final class MoviesController: UIViewController {
                    let search = UISearchController(searchResultsController: nil)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.searchController = SearchController(searchResultsController: nil)
                        search.searchBar.tintColor = UIColor(named: "Muted")
                        search.searchBar.barTintColor = UIColor(named: "HeaderText")
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mediumConfidence: ["Accent on CardBackground", "Muted on HeaderText"]),
        ConstructExample(
            name: "a button class's own tint draws nothing when it sets its title color and gives itself no image",
            files: ["V.swift": """
                import UIKit
                final class BadgeButton: UIButton {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Ink")
                        setTitleColor(UIColor(named: "Paper"), for: .normal)
                        tintColor = UIColor(named: "Ink")
                    }
                    required init?(coder: NSCoder) { nil }
                }
                final class FilledButton: UIButton {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        configuration = .filled()
                        setTitleColor(UIColor(named: "Paper"), for: .normal)
                        tintColor = UIColor(named: "Accent")
                    }
                    required init?(coder: NSCoder) { nil }
                }
                final class InboxController: UIViewController {
                    let badge = BadgeButton()
                    let done = FilledButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "CardBackground")
                        badge.setTitle("3", for: .normal)
                        view.addSubview(badge)
                        view.addSubview(done)
                    }
                }
                """],
            mustPair: ["Paper on Ink"],
            mustNotPair: ["Ink on Ink"],
            lowConfidence: ["Accent on systemBackground"]),
        ConstructExample(
            name: "a method of an extension of UIViewController that a controller calls on itself is read there (its bar appearance)",
            files: ["V.swift": """
                import UIKit
                extension UIViewController {
                    func updateNavigationBarStyle(hideShadow: Bool = false) {
                        let appearance = UINavigationBarAppearance()
                        appearance.configureWithOpaqueBackground()
                        appearance.titleTextAttributes = [.foregroundColor: UIColor(named: "Paper")!]
                        appearance.backgroundColor = UIColor(named: "HeaderText")
                        navigationController?.navigationBar.standardAppearance = appearance
                        navigationController?.navigationBar.scrollEdgeAppearance = appearance
                        navigationController?.navigationBar.tintColor = UIColor(named: "Paper")
                    }
                }
                final class ListController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.backgroundColor = UIColor(named: "CardBackground")
                        updateNavigationBarStyle()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
                        navigationItem.leftBarButtonItem?.tintColor = UIColor(named: "Muted")
                    }
                }
                """],
            mustPair: ["Paper on HeaderText", "Muted on HeaderText"],
            mustNotPair: ["Paper on CardBackground", "Muted on CardBackground"]),
        ConstructExample(
            name: "a segmented control's selected title given no selected segment's fill lies on the system's fill: low confidence, in code as in a storyboard",
            files: ["Options.swift": """
                import UIKit
                final class OptionsController: UIViewController {
                    let digits = UISegmentedControl(items: ["6", "8"])
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(digits)
                        digits.setTitleTextAttributes([.foregroundColor: UIColor(named: "Ink")!], for: .normal)
                        digits.setTitleTextAttributes([.foregroundColor: UIColor(named: "Paper")!], for: .selected)
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            lowConfidence: ["Paper on Paper"]),
        ConstructExample(
            name: "a segmented control given a selected segment's fill draws nothing in its tint (iOS 13 on), in code and in a storyboard",
            files: [
                "Plan.swift": """
                import UIKit
                final class PlanController: UIViewController {
                    let startDay = UISegmentedControl(items: ["Today", "Tomorrow"])
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(startDay)
                        startDay.selectedSegmentTintColor = UIColor(named: "Accent")
                        startDay.tintColor = .white
                        startDay.backgroundColor = UIColor(named: "Paper")
                    }
                }
                final class ProfileController: UIViewController {}
                """,
                "Profile.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="ProfileController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="g">
                            <rect key="frame" x="10" y="10" width="125" height="32"/>
                            <color key="backgroundColor" name="CardBackground"/>
                            <segments><segment title="One"/><segment title="Two"/></segments>
                            <color key="tintColor" systemColor="secondarySystemBackgroundColor"/>
                            <color key="selectedSegmentTintColor" name="Accent"/>
                          </segmentedControl>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Accent on Paper", "Accent on CardBackground"],
            mustNotPair: ["white on Paper", "secondarySystemBackground on CardBackground", "secondarySystemBackground on Paper"]),
        ConstructExample(
            name: "a section header made as a local named view is its label's background, not the controller's view",
            files: ["Calendar.swift": """
                import UIKit
                final class CalendarController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                    let tableView = UITableView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Accent")
                        tableView.backgroundColor = .clear
                        tableView.dataSource = self
                        tableView.delegate = self
                        view.addSubview(tableView)
                    }
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        let view = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 40))
                        view.backgroundColor = UIColor(red: 253.0 / 255.0, green: 240.0 / 255.0, blue: 196.0 / 255.0, alpha: 1)
                        let label = UILabel(frame: CGRect(x: 15, y: 0, width: 200, height: 40))
                        label.textColor = UIColor.black
                        view.addSubview(label)
                        return view
                    }
                }
                """],
            mustPair: ["black on #FDF0C4"],
            mustNotPair: ["black on Accent"]),
        ConstructExample(
            name: "the cases of a switch on a call each set a label's fill and text color: each text color on its own case's fill",
            files: ["Calendar.swift": """
                import UIKit
                enum DayState { case missed, filled, today, other }
                final class DayCell: UICollectionViewCell {
                    let dayLabel = UILabel()
                    override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(dayLabel) }
                    required init?(coder: NSCoder) { nil }
                }
                final class CalendarController: UIViewController, UICollectionViewDataSource {
                    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(grid)
                        grid.dataSource = self
                        grid.register(DayCell.self, forCellWithReuseIdentifier: "day")
                    }
                    func state(for item: Int) -> DayState { item % 2 == 0 ? .missed : .filled }
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 31 }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "day", for: indexPath) as! DayCell
                        switch state(for: indexPath.item) {
                        case .missed:
                            cell.dayLabel.backgroundColor = UIColor(named: "Muted")
                            cell.dayLabel.textColor = .black
                        case .filled:
                            cell.dayLabel.backgroundColor = UIColor(named: "Accent")
                            cell.dayLabel.textColor = .white
                        default:
                            cell.dayLabel.backgroundColor = UIColor(named: "Paper")
                            cell.dayLabel.textColor = UIColor(named: "Ink")
                        }
                        return cell
                    }
                }
                """],
            mustPair: ["black on Muted", "white on Accent", "Ink on Paper"],
            mustNotPair: ["white on Muted", "black on Accent", "Ink on Accent", "white on Paper", "black on Paper", "Ink on Muted"]),
        ConstructExample(
            name: "a label whose alpha the code sets once to a fraction draws its text at that opacity",
            files: ["Detail.swift": """
                import UIKit
                final class Detail: UIViewController {
                    private let titleLabel = UILabel()
                    private let captionLabel = UILabel()
                    private let spinnerLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        [titleLabel, captionLabel, spinnerLabel].forEach { view.addSubview($0) }
                        titleLabel.textColor = UIColor(named: "Ink")
                        captionLabel.textColor = UIColor(named: "Muted")
                        captionLabel.alpha = 0.6
                        spinnerLabel.textColor = UIColor(named: "Accent")
                        spinnerLabel.alpha = 0.5
                        UIView.animate(withDuration: 0.3) { self.spinnerLabel.alpha = 1 }
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted.opacity(0.6) on Paper", "Accent on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "methods that each set a view's fill and its label's color are states: each label color on its own method's fill",
            files: ["CategoryCell.swift": """
                import UIKit
                final class CategoryCell: UICollectionViewCell {
                    private let backView = UIView()
                    private let titleLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.addSubview(backView)
                        backView.addSubview(titleLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(title: String, selected: Bool) {
                        titleLabel.text = title
                        if selected { didSelect() } else { didDeselect() }
                    }
                    func didSelect() {
                        backView.backgroundColor = UIColor(named: "Accent")
                        titleLabel.textColor = .white
                    }
                    func didDeselect() {
                        backView.backgroundColor = UIColor(named: "Paper")
                        titleLabel.textColor = UIColor(named: "Ink")
                    }
                }
                final class Screen: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let cell = CategoryCell(frame: .zero)
                        cell.configure(title: "A", selected: true)
                        view.addSubview(cell)
                    }
                }
                """],
            mustPair: ["white on Accent", "Ink on Paper"],
            mustNotPair: ["white on Paper", "Ink on Accent"]),
        ConstructExample(
            name: "a label drawn into an image gives its fill to that image, not to every label of its class",
            files: ["Icons.swift": """
                import UIKit
                final class SmartLabel: UILabel {}
                enum Favicon {
                    static func image(letter: String) -> UIImage {
                        let label = SmartLabel(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
                        label.backgroundColor = UIColor(named: "Accent")
                        label.textColor = .white
                        label.text = letter
                        return UIGraphicsImageRenderer(size: label.bounds.size).image { context in
                            label.layer.render(in: context.cgContext)
                        }
                    }
                }
                final class Settings: UIViewController {
                    private let hint = SmartLabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(hint)
                        hint.textColor = UIColor(named: "Ink")
                        _ = Favicon.image(letter: "G")
                    }
                }
                """],
            mustPair: ["Ink on Paper", "white on Accent"],
            mustNotPair: ["Ink on Accent"]),
        ConstructExample(
            name: "a filled view a button's extension method inserts at its back lies under the button's title and tint",
            files: ["Splash.swift": """
                import UIKit
                extension UIButton {
                    func addBackgroundView(color: UIColor = .white, cornerRadius: CGFloat = 0) {
                        backgroundColor = .clear
                        let backgroundView = UIView()
                        backgroundView.isUserInteractionEnabled = false
                        backgroundView.backgroundColor = color
                        self.insertSubview(backgroundView, at: 0)
                    }
                }
                final class Splash: UIViewController {
                    private lazy var unlock: UIButton = {
                        let button = UIButton(type: .system)
                        button.tintColor = .systemBackground
                        button.setTitle("Unlock", for: .normal)
                        button.addBackgroundView(color: UIColor(named: "Accent")!, cornerRadius: 8)
                        return button
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(unlock)
                    }
                }
                """],
            mustPair: ["systemBackground on Accent"],
            mustNotPair: ["systemBackground on Paper"]),
        ConstructExample(
            name: "a fill set beside isEnabled = false is the disabled button's: its disabled title is drawn on it, its normal title is not",
            files: ["Trash.swift": """
                import UIKit
                final class TrashViewController: UIViewController {
                    private lazy var emptyButton: UIButton = {
                        let button = UIButton()
                        button.setTitle("Empty", for: .normal)
                        button.setTitleColor(UIColor(named: "Accent"), for: .normal)
                        button.setTitleColor(UIColor(named: "Muted"), for: .disabled)
                        button.backgroundColor = UIColor(named: "Paper")
                        return button
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(emptyButton)
                    }
                    func update(isEmpty: Bool) {
                        if isEmpty {
                            emptyButton.isEnabled = false
                            emptyButton.backgroundColor = UIColor(named: "CardBackground")
                        }
                    }
                }
                """],
            mustPair: ["Accent on Paper", "Muted on CardBackground"],
            mustNotPair: ["Accent on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "a navigation bar's title attributes kept in a local constant",
            files: ["Search.swift": """
                import UIKit
                final class SearchViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Search"
                        let attributes = [NSAttributedString.Key.foregroundColor: UIColor(named: "HeaderText")!]
                        navigationController?.navigationBar.largeTitleTextAttributes = attributes
                        view.backgroundColor = UIColor(named: "Paper")
                    }
                }
                """],
            mustPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a color set again later in the same block replaces the first",
            files: ["Cell.swift": """
                import UIKit
                final class Cell: UICollectionViewCell {
                    private let card: UIView = {
                        let view = UIView()
                        view.backgroundColor = .white
                        view.layer.cornerRadius = 10
                        view.backgroundColor = UIColor(named: "CardBackground")
                        return view
                    }()
                    private let title = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.addSubview(card)
                        card.addSubview(title)
                        title.textColor = UIColor(named: "Muted")
                        title.textColor = UIColor(named: "Ink")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on white", "Muted on CardBackground", "Muted on white"]),
        ConstructExample(
            name: "a view class a controller's loadView makes its view is drawn on the fill the controller gives its view",
            files: [
                "ProfileView.swift": """
                import UIKit
                final class ProfileView: UIView {
                    let title = UILabel()
                    let icon = UIImageView(image: UIImage(systemName: "star"))
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(title)
                        addSubview(icon)
                        title.textColor = .white
                        icon.tintColor = UIColor(named: "Accent")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class EmptyView: UIView {
                    private let message = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(message)
                        message.textColor = UIColor(named: "Muted")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Controllers.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    private var views = ProfileView()
                    override func loadView() {
                        view = views
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        setUp()
                    }
                    private func setUp() {
                        view.backgroundColor = UIColor(named: "Ink")
                    }
                }
                final class EmptyViewController: UIViewController {
                    override func loadView() { view = EmptyView() }
                    override func viewDidLoad() { view.backgroundColor = UIColor(named: "Paper") }
                }
                final class Tabs: UITabBarController {
                    override func viewDidLoad() { viewControllers = [ProfileViewController(), EmptyViewController()] }
                }
                """,
            ],
            mustPair: ["white on Ink", "Accent on Ink", "Muted on Paper"],
            mustNotPair: ["white on Paper", "Muted on Ink"]),
        ConstructExample(
            name: "a button's title label colored directly is recolored by the button: its title color is drawn",
            files: ["Alert.swift": """
                import UIKit
                final class Alert: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        let button = UIButton()
                        button.backgroundColor = UIColor(named: "HeaderText")
                        button.titleLabel?.textColor = UIColor(named: "HeaderText")
                        button.setTitle("OK", for: .normal)
                        view.addSubview(button)
                    }
                }
                """],
            mustPair: ["white on HeaderText"],
            mustNotPair: ["HeaderText on HeaderText"]),
        ConstructExample(
            name: "views a stack view is made with lie in it, and a button subclass that colors no title draws it in white",
            files: ["Profile.swift": """
                import UIKit
                class AppButton: UIButton {
                    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.8 : 1 } }
                }
                final class ProfileViewController: UIViewController {
                    private let caption = UILabel()
                    private lazy var loginButton: AppButton = {
                        let button = AppButton()
                        button.backgroundColor = UIColor(named: "HeaderText")
                        button.setTitle("Sign in", for: .normal)
                        return button
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let stack = UIStackView(arrangedSubviews: [caption, loginButton])
                        stack.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(stack)
                        caption.textColor = UIColor(named: "Ink")
                    }
                }
                """],
            mustPair: ["white on HeaderText", "Ink on Paper"]),
        ConstructExample(
            name: "views added in a forEach over an array lie in the view they are added to, through stacks made with them",
            files: ["Card.swift": """
                import UIKit
                final class Card: UIView {
                    private let rating = UILabel()
                    private let votes = UILabel()
                    private let title = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "CardBackground")
                        rating.textColor = UIColor(named: "Ink")
                        title.textColor = UIColor(named: "HeaderText")
                        [votes].forEach { $0.textColor = UIColor(named: "Muted") }
                        let row = UIStackView(arrangedSubviews: [rating, votes])
                        [title, row].forEach { view in
                            view.translatesAutoresizingMaskIntoConstraints = false
                            addSubview(view)
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """],
            mustPair: ["Ink on CardBackground", "HeaderText on CardBackground", "Muted on CardBackground"]),
        ConstructExample(
            name: "a system button given a title and no title color draws it in its tint, text over its fill",
            files: ["Toolbar.swift": """
                import UIKit
                final class ToolbarView: UIView {
                    private let save = UIButton(type: .system)
                    private let share = UIButton(type: .system)
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        save.setTitle("Save", for: .normal)
                        save.tintColor = UIColor(named: "Ink")
                        share.setTitle("Share", for: .normal)
                        share.setTitleColor(UIColor(named: "Muted"), for: .normal)
                        share.tintColor = UIColor(named: "HeaderText")
                        addSubview(save)
                        addSubview(share)
                        let more = UIButton(type: .system)
                        more.setTitle("More", for: .normal)
                        addSubview(more)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on Paper", "systemBlue on Paper"],
            mustNotPair: ["white on Paper", "HeaderText on Paper"]),
        ConstructExample(
            name: "a bar's title given attributes with no color is drawn in label over the bar's background",
            files: ["Scene.swift": """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        let appearance = UINavigationBarAppearance()
                        appearance.backgroundColor = UIColor(named: "CardBackground")
                        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17)]
                        appearance.titleTextAttributes = attributes
                        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor(named: "Ink")!]
                        UINavigationBar.appearance().standardAppearance = appearance
                    }
                }
                """],
            mustPair: ["label on CardBackground", "Ink on CardBackground"]),
        ConstructExample(
            name: "a bar given an appearance with a background shows that background, not its own",
            files: ["Navigation.swift": """
                import UIKit
                final class NavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.backgroundColor = UIColor(named: "Paper")
                        navigationBar.titleTextAttributes = [.foregroundColor: UIColor(named: "Ink")!]
                        let appearance = UINavigationBarAppearance()
                        appearance.backgroundColor = UIColor(named: "CardBackground")
                        appearance.titleTextAttributes = [.foregroundColor: UIColor(named: "Ink")!]
                        navigationBar.standardAppearance = appearance
                    }
                }
                """],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a custom button given a title and no title color draws it in white",
            files: ["LoginViewController.swift": """
                import UIKit
                final class LoginViewController: UIViewController {
                    private let submitButton = UIButton()
                    private let cancelButton = UIButton(type: .system)
                    private let helpButton = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        submitButton.backgroundColor = UIColor(named: "HeaderText")
                        submitButton.setTitle("Sign in", for: .normal)
                        view.addSubview(submitButton)
                        cancelButton.setTitle("Cancel", for: .normal)
                        cancelButton.backgroundColor = UIColor(named: "CardBackground")
                        view.addSubview(cancelButton)
                        helpButton.setTitle("Help", for: .normal)
                        helpButton.setTitleColor(UIColor(named: "Ink"), for: .normal)
                        helpButton.backgroundColor = UIColor(named: "Muted")
                        view.addSubview(helpButton)
                    }
                }
                """],
            mustPair: ["white on HeaderText", "Ink on Muted"],
            mustNotPair: ["white on CardBackground", "white on Muted", "white on Paper"]),
        ConstructExample(
            name: "a view made by the app's convenience initializer takes the colors the initializer sets, its defaults included",
            files: [
                "UILabel+Init.swift": """
                import UIKit
                extension UILabel {
                    convenience init(textColor: UIColor? = UIColor(named: "HeaderText"), fontSize: CGFloat, lines: Int = 1) {
                        self.init()
                        self.textColor = textColor
                        font = .systemFont(ofSize: fontSize)
                        numberOfLines = lines
                    }
                }
                extension UIImageView {
                    convenience init(iconName: String, iconColor: UIColor?) {
                        self.init(image: UIImage(systemName: iconName)?.withRenderingMode(.alwaysTemplate))
                        tintColor = iconColor
                    }
                }
                """,
                "SettingCell.swift": """
                import UIKit
                final class SettingCell: UITableViewCell {
                    private lazy var icon = UIImageView(iconName: "gear", iconColor: UIColor(named: "Muted"))
                    private lazy var label = UILabel(textColor: UIColor(named: "Ink"), fontSize: 17)
                    private lazy var detail = UILabel(fontSize: 13)
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.backgroundColor = UIColor(named: "Paper")
                        [icon, label, detail].forEach { contentView.addSubview($0) }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on Paper", "HeaderText on Paper"]),
        ConstructExample(
            name: "an app's method called with a case reads only that case of its switch",
            files: [
                "UILabel+Setup.swift": """
                import UIKit
                extension UILabel {
                    enum Kind { case category, rating }
                    func setup(as kind: Kind, text: String, isEnabled: Bool = false) {
                        self.text = text
                        switch kind {
                        case .category:
                            textColor = isEnabled ? UIColor(named: "HeaderText") : UIColor(named: "Muted")
                        case .rating:
                            textColor = UIColor(named: "Ink")
                        }
                    }
                }
                """,
                "Card.swift": """
                import UIKit
                final class Card: UIView {
                    private let rating = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        addSubview(rating)
                        rating.setup(as: .rating, text: "8.1")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["HeaderText on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "a view of the app's class made with colors its initializer sets takes them where it is made",
            files: [
                "PillButton.swift": """
                import UIKit
                class PillButton: UIButton {
                    convenience init(title: String? = nil, titleColor: UIColor = .black, backgroundColor: UIColor? = .white) {
                        self.init(type: .custom)
                        setTitle(title, for: .normal)
                        self.backgroundColor = backgroundColor
                        setTitleColor(titleColor, for: .normal)
                    }
                }
                """,
                "Gender.swift": """
                import UIKit
                final class GenderView: UIView {
                    private lazy var male = PillButton(title: "Male", titleColor: UIColor(named: "Ink")!, backgroundColor: UIColor(named: "Paper"))
                    private lazy var female = PillButton(title: "Female", titleColor: UIColor(named: "HeaderText")!, backgroundColor: UIColor(named: "CardBackground"))
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(male)
                        addSubview(female)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "HeaderText on Paper", "black on white"]),
        ConstructExample(
            name: "what one view is made with is not every view of its class's",
            files: [
                "PillButton.swift": """
                import UIKit
                class PillButton: UIButton {
                    convenience init(title: String? = nil, titleColor: UIColor = .black, backgroundColor: UIColor? = UIColor(named: "CardBackground")) {
                        self.init(type: .custom)
                        setTitle(title, for: .normal)
                        self.backgroundColor = backgroundColor
                        setTitleColor(titleColor, for: .normal)
                    }
                }
                """,
                "Login.swift": """
                import UIKit
                final class LoginViewController: UIViewController {
                    private let forgot: PillButton = {
                        let button = PillButton(title: "Forgot?", titleColor: UIColor(named: "Muted")!, backgroundColor: .clear)
                        return button
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(forgot)
                    }
                }
                final class AccountCell: UITableViewCell {
                    private let detail: PillButton = {
                        let button = PillButton(title: "Edit")
                        return button
                    }()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.addSubview(detail)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Muted on Paper"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "views made in the cases of a switch, each with its own colors, pair case by case",
            files: [
                "TabButton.swift": """
                import UIKit
                final class TabButton: UIButton {
                    init(title: String, backgroundColor: UIColor, titleColor: UIColor) {
                        super.init(frame: .zero)
                        setTitle(title, for: .normal)
                        self.backgroundColor = backgroundColor
                        setTitleColor(titleColor, for: .normal)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "TabStack.swift": """
                import UIKit
                final class TabStack: UIStackView {
                    enum Size { case small, large }
                    init(size: Size, titles: [String]) {
                        super.init(frame: .zero)
                        for title in titles {
                            let button: TabButton
                            switch size {
                            case .small:
                                button = TabButton(title: title, backgroundColor: UIColor(named: "CardBackground")!, titleColor: UIColor(named: "Ink")!)
                            case .large:
                                button = TabButton(title: title, backgroundColor: UIColor(named: "Paper")!, titleColor: UIColor(named: "Muted")!)
                            }
                            addArrangedSubview(button)
                        }
                    }
                    required init(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground", "Muted on Paper"],
            mustNotPair: ["Ink on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "a clear cell, a collection cell and a header view are drawn on the table or collection that shows them; an opaque cell on its own",
            files: [
                "Views.swift": """
                import UIKit
                final class SectionHeader: UIView {
                    private let titleLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = .clear
                        titleLabel.textColor = UIColor(named: "Ink")
                        addSubview(titleLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class NoteCell: UITableViewCell {
                    private let noteLabel = UILabel()
                    // Its text and colors come from a model, built elsewhere.
                    private let nameLabel = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        backgroundColor = .clear
                        noteLabel.textColor = UIColor(named: "Muted")
                        contentView.addSubview(noteLabel)
                        contentView.addSubview(nameLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func update(with model: NoteModel) { nameLabel.attributedText = model.name }
                }
                final class PlainCell: UITableViewCell {
                    private let detail = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        detail.textColor = UIColor(named: "HeaderText")
                        contentView.addSubview(detail)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                // Its text lies on a swatch of a model's color, put at the back.
                final class TrackerCell: UICollectionViewCell {
                    private let swatch = UIView()
                    private let nameLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        nameLabel.textColor = .white
                        contentView.addSubview(nameLabel)
                        contentView.insertSubview(swatch, at: 0)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func update(color: UIColor) { swatch.backgroundColor = color }
                }
                final class TagCell: UICollectionViewCell {
                    private let tagLabel = UILabel()
                    // Added to a card through the app's own helper, which the reader does not
                    // follow: where it lies is not known, so never on the collection's fill.
                    private let countLabel = UILabel()
                    private let card = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        tagLabel.textColor = UIColor(named: "Accent")
                        contentView.addSubview(tagLabel)
                        countLabel.textColor = UIColor(named: "HeaderText")
                        card.backgroundColor = UIColor(named: "Muted")
                        card.addViewsPinned(countLabel)
                        contentView.addSubview(card)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Home.swift": """
                import UIKit
                final class HomeViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                    private let tableView = UITableView()
                    private let tags = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        tableView.backgroundColor = .clear
                        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
                        tableView.register(PlainCell.self, forCellReuseIdentifier: "plain")
                        tableView.dataSource = self
                        tableView.delegate = self
                        view.addSubview(tableView)
                        tags.backgroundColor = UIColor(named: "CardBackground")
                        // A library's helper (Reusable's `register(cellType:)`), as the app calls it.
                        tags.register(cellType: TagCell.self)
                        tags.register(TrackerCell.self, forCellWithReuseIdentifier: "tracker")
                        view.addSubview(tags)
                    }
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "note" : "plain", for: indexPath)
                    }
                    func tableView(_: UITableView, viewForHeaderInSection _: Int) -> UIView? {
                        let header = SectionHeader()
                        return header
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on Paper", "Accent on CardBackground"],
            mustNotPair: ["HeaderText on Paper", "Ink on systemBackground", "Muted on systemBackground", "Accent on Paper", "label on Paper", "white on CardBackground", "HeaderText on CardBackground"]),
        ConstructExample(
            name: "classes nested in different types under one name are different classes",
            files: [
                "Segmented.swift": """
                import UIKit
                final class SegmentedControl: UIView {
                    final class CollectionCell: UICollectionViewCell {
                        let titleLabel = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            titleLabel.textColor = UIColor(named: "Ink")
                            contentView.addSubview(titleLabel)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    private let pills = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        pills.backgroundColor = .clear
                        pills.register(CollectionCell.self, forCellWithReuseIdentifier: "pill")
                        addSubview(pills)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Swatches.swift": """
                import UIKit
                final class SwatchPicker: UIView {
                    final class CollectionCell: UICollectionViewCell {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            contentView.backgroundColor = UIColor(named: "CardBackground")
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on CardBackground"]),
        ConstructExample(
            name: "a cell's selected background is the background of its content while selected, unless its content view has a fill; a spinner's color is a component",
            files: [
                "Cells.swift": """
                import UIKit
                final class TagCell: UITableViewCell {
                    private let nameLabel = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        backgroundColor = UIColor(named: "CardBackground")
                        selectedBackgroundView = UIView()
                        selectedBackgroundView?.backgroundColor = UIColor(named: "Paper")
                        nameLabel.textColor = UIColor(named: "Ink")
                        contentView.addSubview(nameLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class LoadingCell: UITableViewCell {
                    private let spinner = UIActivityIndicatorView(style: .medium)
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        backgroundColor = UIColor(named: "Paper")
                        spinner.color = UIColor(named: "Accent")
                        contentView.addSubview(spinner)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class FilledCell: UITableViewCell {
                    private let detail = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.backgroundColor = UIColor(named: "CardBackground")
                        let selected = UIView()
                        selected.backgroundColor = UIColor(named: "Paper")
                        selectedBackgroundView = selected
                        detail.textColor = UIColor(named: "Muted")
                        contentView.addSubview(detail)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """
            ],
            mustPair: ["Ink on CardBackground", "Ink on Paper", "Muted on CardBackground", "Accent on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a navigation bar's title and items with no bar fill lie on the controller's view (the bar is transparent at the top)",
            files: [
                "Home.swift": """
                import UIKit
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor(named: "Ink")!]
                        let refresh = UIBarButtonItem(title: "Refresh", style: .plain, target: nil, action: nil)
                        refresh.setTitleTextAttributes([.foregroundColor: UIColor(named: "Accent")!], for: .normal)
                        navigationItem.leftBarButtonItem = refresh
                    }
                }
                final class SettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        navigationController?.navigationBar.barTintColor = UIColor(named: "CardBackground")
                        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor(named: "Muted")!]
                    }
                }
                """
            ],
            mustPair: ["Ink on Paper", "Accent on Paper", "Muted on CardBackground"],
            mustNotPair: ["Muted on Paper", "Ink on systemBackground"]),
        ConstructExample(
            name: "a fill a layer added in code may cover is a pair at low confidence only",
            files: ["Cell.swift": """
                import UIKit
                final class GradientCell: UITableViewCell {
                    private let action = UIButton()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        action.backgroundColor = UIColor(named: "Paper")
                        action.setTitleColor(UIColor(named: "Ink"), for: .normal)
                        let gradient = CAGradientLayer()
                        action.layer.insertSublayer(gradient, at: 0)
                        contentView.addSubview(action)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """],
            lowConfidence: ["Ink on Paper"]),
        ConstructExample(
            name: "a color a view is made with is replaced where the class's code sets that color again",
            files: [
                "UILabel+Init.swift": """
                import UIKit
                extension UILabel {
                    convenience init(textColor: UIColor? = UIColor(named: "HeaderText"), fontSize: CGFloat) {
                        self.init()
                        self.textColor = textColor
                        font = .systemFont(ofSize: fontSize)
                    }
                }
                """,
                "GenreCell.swift": """
                import UIKit
                final class GenreCell: UICollectionViewCell {
                    private lazy var label = UILabel(fontSize: 16)
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.backgroundColor = UIColor(named: "Paper")
                        contentView.addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(highlighted: Bool) {
                        label.textColor = UIColor(named: "Ink")
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a tab bar's unselected items are drawn in their tint over the bar's fill, its bar tint over its background color",
            files: ["Tabs.swift": """
                import UIKit
                final class Tabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.backgroundColor = UIColor(named: "CardBackground")
                        tabBar.barTintColor = UIColor(named: "HeaderText")
                        tabBar.tintColor = UIColor(named: "Paper")
                        tabBar.unselectedItemTintColor = UIColor(named: "Muted")
                    }
                }
                """],
            mustPair: ["Paper on HeaderText", "Muted on HeaderText"],
            mustNotPair: ["Muted on CardBackground", "Paper on CardBackground"]),
        ConstructExample(
            name: "a label made by the app's factory takes the colors the factory gives it",
            files: [
                "UILabel+Factory.swift": """
                import UIKit
                extension UILabel {
                    static func standardLabel(_ size: CGFloat, _ color: UIColor, lines: Int = 1) -> UILabel {
                        let label = UILabel()
                        label.font = .systemFont(ofSize: size)
                        label.textColor = color
                        label.numberOfLines = lines
                        return label
                    }
                }
                """,
                "Header.swift": """
                import UIKit
                final class Header: UIView {
                    private lazy var ratingsLabel: UILabel = {
                        let label = UILabel.standardLabel(13, UIColor(named: "Muted")!)
                        return label
                    }()
                    private let titleLabel = UILabel.standardLabel(17, UIColor(named: "Ink")!)
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        addSubview(ratingsLabel)
                        addSubview(titleLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Muted on Paper", "Ink on Paper"],
            mustNotPair: ["label on Paper"]),
        ConstructExample(
            name: "a view added through the app's own UIView method lies on the view it is called on",
            files: [
                "UIView+Attach.swift": """
                import UIKit
                extension UIView {
                    func addAndAttachToEdges(view: UIView, inset: CGFloat = 0) {
                        view.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(view)
                    }
                }
                """,
                "Cell.swift": """
                import UIKit
                final class Cell: UITableViewCell {
                    private let card = UIView()
                    private let container = UIView()
                    private let nameLabel = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        backgroundColor = .white
                        card.backgroundColor = UIColor(named: "CardBackground")
                        contentView.addSubview(card)
                        card.addAndAttachToEdges(view: container)
                        nameLabel.textColor = UIColor(named: "Ink")
                        container.addSubview(nameLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on white"]),
        ConstructExample(
            name: "a label given no text color draws in the system's label color; one another class colors does not",
            files: [
                "Header.swift": """
                import UIKit
                final class Header: UIView {
                    let titleLabel = UILabel()
                    let countLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        titleLabel.text = "Title"
                        addSubview(titleLabel)
                        addSubview(countLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Screen.swift": """
                import UIKit
                final class Screen: UIViewController {
                    let header = Header()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        header.countLabel.textColor = UIColor(named: "Muted")
                        view.addSubview(header)
                    }
                }
                """,
            ],
            mustPair: ["label on Paper", "Muted on Paper"],
            mustNotPair: []),
        ConstructExample(
            name: "a border in its view's own fill color stands out against what is behind the view; another color, against the fill",
            files: ["Card.swift": """
                import UIKit
                final class Screen: UIViewController {
                    private let card = UIView()
                    private let chip = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        card.backgroundColor = UIColor(named: "CardBackground")
                        card.layer.borderColor = UIColor(named: "CardBackground")?.cgColor
                        card.layer.borderWidth = 1
                        view.addSubview(card)
                        chip.backgroundColor = UIColor(named: "HeaderText")
                        chip.layer.borderColor = UIColor(named: "Muted")?.cgColor
                        view.addSubview(chip)
                        chip.isUserInteractionEnabled = isEditing
                        if isEditing {
                            chip.backgroundColor = UIColor(named: "Ink")
                            chip.layer.borderColor = UIColor(named: "Ink")?.cgColor
                        }
                    }
                }
                """],
            mustPair: ["CardBackground on Paper", "Muted on HeaderText"],
            mustNotPair: ["CardBackground on CardBackground", "Ink on Ink"]),
        ConstructExample(
            name: "a state's branch that sets a view's text and fill replaces the text set before, inside animation closures too",
            files: ["Tag.swift": """
                import UIKit
                final class Tag: UIView {
                    let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        label.textColor = UIColor(named: "Ink")
                        addSubview(label)
                        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed)))
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    @objc func pressed(_ recognizer: UILongPressGestureRecognizer) {
                        if recognizer.state == .began {
                            UIView.animate(withDuration: 0.5) {
                                self.backgroundColor = UIColor(named: "HeaderText")
                                self.label.textColor = UIColor(named: "Paper")
                            }
                        } else if recognizer.state == .ended {
                            UIView.animate(withDuration: 0.5) {
                                self.backgroundColor = .clear
                                self.label.textColor = UIColor(named: "Muted")
                            }
                        }
                    }
                }
                """],
            mustPair: ["Paper on HeaderText"],
            mustNotPair: ["Ink on HeaderText", "Muted on HeaderText"]),
        ConstructExample(
            name: "a button's disabled title lies on the fill its isEnabled observer sets when disabled, its normal title on the others",
            files: ["PillButton.swift": """
                import UIKit
                final class PillButton: UIButton {
                    override var isEnabled: Bool {
                        didSet {
                            if isEnabled {
                                backgroundColor = UIColor(named: "Paper")
                            } else {
                                backgroundColor = UIColor(named: "CardBackground")
                            }
                        }
                    }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        setTitleColor(UIColor(named: "Ink"), for: .normal)
                        setTitleColor(UIColor(named: "Muted"), for: .disabled)
                        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hovering)))
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    @objc func hovering(_ recognizer: UIHoverGestureRecognizer) {
                        guard isEnabled else { return }
                        if recognizer.state == .began {
                            backgroundColor = UIColor(named: "HeaderText")
                        }
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground", "Ink on HeaderText"],
            mustNotPair: ["Muted on Paper", "Muted on HeaderText", "Ink on CardBackground"]),
        ConstructExample(
            name: "a button's normal title with no disabled title of its own is drawn on the disabled fill too",
            files: ["PillButton.swift": """
                import UIKit
                final class PillButton: UIButton {
                    override var isEnabled: Bool {
                        didSet { backgroundColor = isEnabled ? UIColor(named: "Paper") : UIColor(named: "CardBackground") }
                    }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        setTitleColor(UIColor(named: "Ink"), for: .normal)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """],
            mustPair: ["Ink on Paper", "Ink on CardBackground"]),
        ConstructExample(
            name: "a private view the class makes and never uses draws nothing",
            files: ["V.swift": """
                import UIKit
                final class LoadingView: UIView {
                    private let container: UIView = {
                        let container = UIView()
                        container.layer.borderColor = UIColor(named: "Muted")?.cgColor
                        container.backgroundColor = UIColor(named: "CardBackground")
                        return container
                    }()
                    private let spinner: UIView = {
                        let spinner = UIView()
                        spinner.tintColor = UIColor(named: "Ink")
                        spinner.backgroundColor = UIColor(named: "Paper")
                        return spinner
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(spinner)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "an app's method of a UIKit class sets on the view it is called on what the call gives it (a default, a case compared)",
            files: [
                "Extensions.swift": """
                import UIKit
                extension UILabel {
                    func setUp(font: UIFont, color: UIColor, lines: Int? = nil, bg: UIColor = UIColor.clear) {
                        self.font = font
                        self.textColor = color
                        self.backgroundColor = bg
                    }
                }
                enum CTAStyle { case primary, secondary }
                extension UIButton {
                    func stylePrimary(title: UIColor) {
                        setTitleColor(title, for: .normal)
                        backgroundColor = UIColor(named: "HeaderText")
                    }
                    func makeCTA(style: CTAStyle = .primary) {
                        backgroundColor = style == .primary ? UIColor(named: "HeaderText") : UIColor(named: "Muted")
                        setTitleColor(UIColor(named: "Ink"), for: .normal)
                    }
                }
                """,
                "V.swift": """
                import UIKit
                class Login: UIViewController {
                    let name = UILabel()
                    let badge = UILabel()
                    let go = UIButton(type: .system)
                    let cta = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        name.setUp(font: .systemFont(ofSize: 15), color: UIColor(named: "Ink")!)
                        badge.setUp(font: .systemFont(ofSize: 11), color: UIColor(named: "Paper")!, bg: UIColor(named: "Muted")!)
                        go.stylePrimary(title: .white)
                        cta.makeCTA()
                        view.addSubview(cta)
                        view.addSubview(name)
                        view.addSubview(badge)
                        view.addSubview(go)
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Paper on Muted", "white on HeaderText", "Ink on HeaderText"],
            mustNotPair: ["Ink on Muted", "Paper on Paper"]),
        ConstructExample(
            name: "a UIKit text field's placeholder is drawn in the system's placeholder color unless an attributed one colors it",
            files: ["V.swift": """
                import UIKit
                class Form: UIViewController {
                    let name = UITextField()
                    let code = UITextField()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        name.placeholder = "Your name"
                        name.textColor = UIColor(named: "Ink")
                        name.backgroundColor = UIColor(named: "CardBackground")
                        code.placeholder = "Code"
                        code.attributedPlaceholder = NSAttributedString(string: "Code", attributes: [.foregroundColor: UIColor(named: "Muted")!])
                        view.addSubview(name)
                        view.addSubview(code)
                    }
                }
                """],
            mustPair: ["Ink on CardBackground", "placeholderText on CardBackground", "Muted on Paper"],
            mustNotPair: ["placeholderText on Paper"]),
        ConstructExample(
            name: "a view added after a filled sibling, or over an image view inserted under it, may be drawn on that sibling, not on their parent",
            files: [
                "ItemCell.swift": """
                import UIKit
                class ItemCell: UICollectionViewCell {
                    let badge = UIView()
                    let check = UIButton(type: .system)
                    let title = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.backgroundColor = UIColor(named: "Paper")
                        badge.backgroundColor = UIColor(named: "HeaderText")
                        check.tintColor = .white
                        title.textColor = UIColor(named: "Ink")
                        contentView.addSubview(title)
                        contentView.addSubview(badge)
                        contentView.addSubview(check)
                    }
                }
                final class Onboarding: UIViewController {
                    let backdrop = UIImageView()
                    let dots = UIPageControl()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "CardBackground")
                        dots.pageIndicatorTintColor = UIColor(named: "Muted")
                        view.addSubview(dots)
                        view.insertSubview(backdrop, at: 0)
                    }
                }
                // A logo added before a label lies beside it, not under it.
                final class Splash: UIViewController {
                    let logo = UIImageView()
                    let welcome = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "CardBackground")
                        welcome.textColor = UIColor(named: "HeaderText")
                        view.addSubview(logo)
                        view.addSubview(welcome)
                    }
                }
                """
            ],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["white on Paper", "Muted on CardBackground"],
            lowConfidence: ["white on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "a property made to be set is its default where its own class's code reads it",
            files: [
                "Tile.swift": """
                import UIKit
                class TileCell: UICollectionViewCell {
                    var fillColor: UIColor = UIColor(named: "CardBackground")! {
                        didSet { setNeedsLayout() }
                    }
                    let label = UILabel()
                    func update() {
                        contentView.backgroundColor = fillColor
                        label.textColor = UIColor(named: "Ink")
                        contentView.addSubview(label)
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground"]),
        ConstructExample(
            name: "a button of the app's class that fills itself with a background image lowers the pairs over what is behind it",
            files: [
                "Fill.swift": """
                import UIKit
                class FillButton: UIButton {
                    func setFillColor(_ color: UIColor, for state: UIControl.State) {
                        setBackgroundImage(UIImage.from(color), for: state)
                    }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        setTitleColor(UIColor(named: "Ink"), for: .normal)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customModule="App">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <subviews>
                          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b" customClass="FillButton" customModule="App" customModuleProvider="target">
                            <state key="normal" title="Speak"/>
                          </button>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustNotPair: ["Ink on Paper"],
            lowConfidence: ["Ink on Paper"]),
        ConstructExample(
            name: "a component's color property is every color the app sets it to, where the component draws it",
            files: [
                "Header.swift": """
                import UIKit
                final class HeaderView: UIView {
                    private let descriptionLabel = UILabel()
                    var descriptionColor: UIColor = .black {
                        didSet { descriptionLabel.textColor = descriptionColor }
                    }
                    private let titleLabel = UILabel()
                    public var titleColor: UIColor? {
                        didSet { titleLabel.textColor = titleColor }
                    }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        addSubview(descriptionLabel); addSubview(titleLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Profile.swift": """
                import UIKit
                final class ProfileController: UIViewController {
                    private let header = HeaderView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        header.descriptionColor = UIColor(named: "Muted")!
                        header.titleColor = UIColor(named: "Ink")
                        view.addSubview(header)
                    }
                }
                """,
            ],
            mustPair: ["Muted on Paper", "Ink on Paper"],
            mustNotPair: ["black on Paper"]),
        ConstructExample(
            name: "a UIKit swipe action draws its title or image in white on the background the code gives it",
            files: [
                "Notes.swift": """
                import UIKit
                final class NotesController: UITableViewController {
                    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                        delete.backgroundColor = UIColor(named: "HeaderText")
                        let edit = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
                        edit.image = UIImage(systemName: "pencil")
                        edit.backgroundColor = UIColor(named: "Muted")
                        let plain = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
                        return UISwipeActionsConfiguration(actions: [delete, edit, plain])
                    }
                }
                """
            ],
            // (Seen only while the row is swiped: medium.)
            mustNotPair: ["white on systemBackground"],
            mediumConfidence: ["white on HeaderText", "white on Muted"]),
        ConstructExample(
            name: "a property that reacts to being set (didSet, @IBInspectable) is not its default where it is read",
            files: [
                "Tile.swift": """
                import UIKit
                final class BorderedView: UIView {
                    @IBInspectable var fillColor: UIColor = .white {
                        didSet { setNeedsDisplay() }
                    }
                }
                final class TileCell: UICollectionViewCell {
                    let bordered = BorderedView()
                    let label = UILabel()
                    func update(selected: Bool) {
                        bordered.fillColor = { selected ? UIColor(named: "Paper")! : UIColor(named: "CardBackground")! }()
                        label.textColor = UIColor(named: "Ink")
                        label.backgroundColor = bordered.fillColor
                        contentView.addSubview(label)
                    }
                }
                """
            ],
            mustNotPair: ["Ink on white"]),
        ConstructExample(
            name: "a custom button's tint colors its image only: none without one",
            files: [
                "Login.swift": """
                import UIKit
                final class AppButton: UIButton {}
                final class LoginController: UIViewController {
                    let loginButton = AppButton()
                    let iconButton = UIButton(type: .custom)
                    let systemButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        loginButton.backgroundColor = UIColor(named: "Paper")
                        loginButton.setTitle("Log in", for: .normal)
                        loginButton.tintColor = UIColor(named: "Ink")
                        iconButton.backgroundColor = UIColor(named: "Paper")
                        iconButton.setImage(UIImage(systemName: "star"), for: .normal)
                        iconButton.tintColor = UIColor(named: "Muted")
                        systemButton.backgroundColor = UIColor(named: "CardBackground")
                        systemButton.setTitle("Help", for: .normal)
                        systemButton.tintColor = UIColor(named: "HeaderText")
                        view.addSubview(loginButton)
                        view.addSubview(iconButton)
                        view.addSubview(systemButton)
                    }
                }
                """
            ],
            mustPair: ["Muted on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a text view's tint shows only where it can be edited or selected: none when it can be neither",
            files: [
                "Output.swift": """
                import UIKit
                final class OutputTextView: UITextView {
                    func commonInit() {
                        backgroundColor = UIColor(named: "Paper")
                        tintColor = UIColor(named: "Muted")
                        isEditable = false
                        isSelectable = false
                    }
                }
                final class NotesController: UIViewController {
                    let notes = UITextView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        notes.backgroundColor = UIColor(named: "CardBackground")
                        notes.tintColor = UIColor(named: "HeaderText")
                        notes.isEditable = false
                        view.addSubview(notes)
                    }
                }
                """
            ],
            mustPair: ["HeaderText on CardBackground"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a theme's member read through a property holding the theme's static instance",
            files: [
                "Theme.swift": """
                import UIKit
                public struct Theme {
                    let baseColor: UIColor
                    let textColor: UIColor
                    public static let standard = Theme(baseColor: UIColor(named: "Paper")!, textColor: UIColor(named: "Ink")!)
                }
                final class ThemeApplier {
                    let theme: Theme = Theme.standard
                    func apply() {
                        UINavigationBar.appearance().barTintColor = theme.baseColor
                        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: theme.textColor]
                    }
                }
                """
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a background the code sets and the reader cannot read hides what is behind it: no pair with the screen's",
            files: [
                "Bar.swift": """
                import UIKit
                struct Theme { let base: UIColor }
                final class BarController: UIViewController {
                    let theme: Theme
                    let banner = UIView()
                    let title = UILabel()
                    init(theme: Theme) { self.theme = theme; super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        banner.backgroundColor = theme.base
                        title.textColor = UIColor(named: "Ink")
                        banner.addSubview(title)
                        view.addSubview(banner)
                    }
                }
                """
            ],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a framework view made and filled in one class's code is not the background of other views of that framework class",
            files: [
                // `extension UIView: Provider {}` makes UIView no class of the app: the white of
                // the container made here is that container's only.
                "Controls.swift": """
                import UIKit
                protocol Provider {}
                extension UIView: Provider {}
                final class ControlsView: UIView {
                    private var containerView: UIView = {
                        let view = UIView(frame: .zero)
                        view.backgroundColor = UIColor(named: "Paper")
                        return view
                    }()
                    init() { super.init(frame: .zero); addSubview(containerView) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Cursor.swift": """
                import UIKit
                final class CursorHost: UIView {
                    private let cursor = UIImageView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = .clear
                        cursor.tintColor = UIColor(named: "Ink")
                        addSubview(cursor)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustNotPair: ["Ink on Paper"],
            lowConfidence: ["Ink on systemBackground"]),
        ConstructExample(
            name: "a view of the app's own class that draws itself lowers the pairs over its background",
            files: [
                "Ring.swift": """
                import UIKit
                final class RingView: UIView {
                    override func draw(_ rect: CGRect) { UIColor(named: "HeaderText")!.setFill(); UIRectFill(rect) }
                }
                final class RingViewController: UIViewController {
                    let ring = RingView()
                    let label = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ring.backgroundColor = UIColor(named: "Paper")
                        label.textColor = UIColor(named: "Ink")
                        ring.addSubview(label)
                        view.addSubview(ring)
                    }
                }
                """
            ],
            mustNotPair: ["Ink on Paper"],
            lowConfidence: ["Ink on Paper"]),
        ConstructExample(
            name: "a view of the app's own class that draws nothing itself keeps its background",
            files: [
                "Card.swift": """
                import UIKit
                final class CardView: UIView {
                    override func didMoveToWindow() { super.didMoveToWindow(); layer.cornerRadius = 8 }
                }
                final class CardViewController: UIViewController {
                    let card: CardView = CardView()
                    let label = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        card.backgroundColor = UIColor(named: "Paper")
                        label.textColor = UIColor(named: "Ink")
                        card.addSubview(label)
                        view.addSubview(card)
                    }
                }
                """
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a cell whose background the table's data source sets, per row",
            files: [
                "Cell.swift": """
                import UIKit
                final class NewsCell: UITableViewCell {
                    let titleLabel = UILabel()
                    func setUp() {
                        titleLabel.textColor = UIColor(named: "Ink")
                        addSubview(titleLabel)
                    }
                }
                final class NewsViewController: UIViewController, UITableViewDataSource {
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath) as? NewsCell
                        cell?.backgroundColor = indexPath.row % 2 == 0 ? UIColor(named: "CardBackground") : UIColor(named: "Paper")
                        return cell ?? UITableViewCell()
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground", "Ink on Paper"]),
        ConstructExample(
            name: "a text field made in code with no text color draws what is typed in label, over its own fill",
            files: [
                "Login.swift": """
                import UIKit
                final class LoginViewController: UIViewController {
                    private let emailField: UITextField = {
                        let field = UITextField()
                        field.placeholder = "Email"
                        field.backgroundColor = UIColor(named: "CardBackground")
                        field.layer.borderColor = UIColor(named: "Muted")?.cgColor
                        return field
                    }()
                    private let codeField: UITextField = {
                        let field = UITextField()
                        field.textColor = UIColor(named: "Ink")
                        field.backgroundColor = UIColor(named: "Paper")
                        return field
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(emailField)
                        view.addSubview(codeField)
                    }
                }
                """
            ],
            mustPair: ["label on CardBackground", "placeholderText on CardBackground", "Ink on Paper"],
            mustNotPair: ["label on Paper"]),
        ConstructExample(
            name: "a segmented control's selected title is drawn on the selected segment's tint",
            files: [
                "Filter.swift": """
                import UIKit
                final class FilterViewController: UIViewController {
                    let control = UISegmentedControl()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        control.selectedSegmentTintColor = UIColor(named: "HeaderText")
                        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
                        view.addSubview(control)
                    }
                }
                """
            ],
            mustPair: ["white on HeaderText"],
            mustNotPair: ["white on Paper"]),
        ConstructExample(
            name: "a button's attributed title, built from locals and appended parts or by the app's own initializer, draws its colors",
            files: [
                "NSAttributedString+Style.swift": """
                import UIKit
                extension NSAttributedString {
                    convenience init(string: String, font: UIFont, color: UIColor) {
                        self.init(string: string, attributes: [.font: font, .foregroundColor: color])
                    }
                }
                """,
                "SignIn.swift": """
                import UIKit
                final class SignInViewController: UIViewController {
                    let signUp = UIButton(type: .custom)
                    let help = UIButton(type: .custom)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        let plain: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor(named: "Muted")!]
                        let underlined: [NSAttributedString.Key: Any] = [
                            .underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor(named: "Accent")!,
                        ]
                        let title = NSMutableAttributedString(string: "No account? ", attributes: plain)
                        let link = NSAttributedString(string: "Sign up", attributes: underlined)
                        title.append(link)
                        signUp.setAttributedTitle(title, for: .normal)
                        help.setAttributedTitle(NSAttributedString(string: "Help", font: .systemFont(ofSize: 14), color: UIColor(named: "Ink")!), for: .normal)
                        let more = UIButton(type: .system)
                        more.setAttributedTitle(Theme.current.linkTitle("More"), for: .normal)
                        view.addSubview(signUp)
                        view.addSubview(help)
                        view.addSubview(more)
                    }
                }
                """,
            ],
            mustPair: ["Muted on Paper", "Accent on Paper", "Ink on Paper"],
            // (A system button whose attributed title's colors are not read keeps them: no tint is assumed.)
            mustNotPair: ["white on Paper", "AccentColor on Paper"]),
        ConstructExample(
            name: "a button's background image of one color, made by the app's image helper, is its fill in that state",
            files: [
                "UIImage+Color.swift": """
                import UIKit
                extension UIImage {
                    static func filled(with color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) -> UIImage {
                        UIGraphicsImageRenderer(size: size).image { context in
                            color.setFill()
                            context.fill(CGRect(origin: .zero, size: size))
                        }
                    }
                    convenience init?(color: UIColor) {
                        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
                        let image = renderer.image { context in
                            context.cgContext.setFillColor(color.cgColor)
                            context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                        }
                        guard let cgImage = image.cgImage else { return nil }
                        self.init(cgImage: cgImage)
                    }
                }
                """,
                "Buttons.swift": """
                import UIKit
                final class PrimaryButton: UIButton {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        setBackgroundImage(UIImage.filled(with: UIColor(named: "Accent")!), for: .normal)
                        setTitleColor(.white, for: .normal)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class SettingsViewController: UIViewController {
                    let save = PrimaryButton()
                    let reset = UIButton(type: .custom)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "CardBackground")
                        save.setTitle("Save", for: .normal)
                        reset.setTitle("Reset", for: .normal)
                        reset.setTitleColor(UIColor(named: "Paper"), for: .normal)
                        reset.setBackgroundImage(UIImage(color: UIColor(named: "HeaderText")!), for: .normal)
                        reset.setBackgroundImage(UIImage(color: UIColor(named: "Muted")!), for: .highlighted)
                        view.addSubview(save)
                        view.addSubview(reset)
                    }
                }
                """,
            ],
            mustPair: ["white on Accent", "Paper on HeaderText"],
            mustNotPair: ["white on CardBackground", "Paper on CardBackground"],
            mediumConfidence: ["Paper on Muted"]),
        ConstructExample(
            name: "a tab bar's tint colors nothing sure when every item's image is drawn as it is",
            files: [
                "Tabs.swift": """
                import UIKit
                final class Tabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.tintColor = UIColor(named: "Accent")
                        tabBar.backgroundColor = UIColor(named: "Paper")
                        let feed = UIViewController()
                        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "feed"), selectedImage: nil)
                        let saved = UIViewController()
                        saved.tabBarItem = UITabBarItem(title: "Saved", image: UIImage(named: "saved"), selectedImage: nil)
                        setViewControllers([feed, saved], animated: false)
                    }
                }
                final class Bars: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBar.tintColor = UIColor(named: "HeaderText")
                        tabBar.backgroundColor = UIColor(named: "CardBackground")
                        let home = UIViewController()
                        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)
                        setViewControllers([home], animated: false)
                    }
                }
                """,
                "Assets.xcassets/feed.imageset/Contents.json": #"{ "images" : [ { "filename" : "feed.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "template-rendering-intent" : "original" } }"#,
                "Assets.xcassets/saved.imageset/Contents.json": #"{ "images" : [ { "filename" : "saved.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "template-rendering-intent" : "original" } }"#,
                "Assets.xcassets/home.imageset/Contents.json": #"{ "images" : [ { "filename" : "home.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
            ],
            // The default intent: a tab bar draws the image as a template, in its tint.
            mustPair: ["HeaderText on CardBackground"],
            mediumConfidence: ["Accent on Paper"]),
        ConstructExample(
            name: "a local named alike in two functions has each function's type",
            files: [
                "Cells.swift": """
                import UIKit
                final class TitleCell: UITableViewCell {
                    let label = UILabel()
                    func setUp() { label.textColor = UIColor(named: "Ink"); addSubview(label) }
                }
                final class DetailCell: UITableViewCell {
                    let label = UILabel()
                    func setUp() { label.textColor = UIColor(named: "Muted"); addSubview(label) }
                }
                final class Source: NSObject {
                    func title(_ tableView: UITableView) -> UITableViewCell {
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "t") as? TitleCell else { return UITableViewCell() }
                        cell.backgroundColor = UIColor(named: "Paper")
                        return cell
                    }
                    func detail(_ tableView: UITableView) -> UITableViewCell {
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "d") as? DetailCell else { return UITableViewCell() }
                        cell.backgroundColor = UIColor(named: "CardBackground")
                        return cell
                    }
                    func other() { let cell = UITableViewCell(); cell.backgroundColor = .clear }
                }
                """
            ],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "a navigation bar's appearance proxy: its title over its bar tint, its bar button items' tint over it",
            files: [
                "AppDelegate.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        UINavigationBar.appearance().barTintColor = UIColor(named: "HeaderText")
                        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor(named: "Paper")!]
                        UIBarButtonItem.appearance().tintColor = UIColor(named: "Muted")
                        return true
                    }
                }
                """
            ],
            mustPair: ["Paper on HeaderText", "Muted on HeaderText"]),
        ConstructExample(
            name: "an appearance proxy held in a local, and one for views in a container over the container's proxy",
            files: [
                "AppDelegate.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let cell = UITableViewCell.appearance()
                        cell.backgroundColor = UIColor(named: "CardBackground")
                        UITextField.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = UIColor(named: "Ink")
                        UILabel.appearance(whenContainedInInstancesOf: [UIToolbar.self]).textColor = UIColor(named: "Muted")
                        return true
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a cell's text set by its table's delegate, over the cells' appearance proxy background unless the cell sets its own",
            files: [
                "AppDelegate.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        UITableViewCell.appearance().backgroundColor = UIColor(named: "CardBackground")
                        window?.rootViewController = ListViewController()
                        return true
                    }
                }
                """,
                "List.swift": """
                import UIKit
                final class ListViewController: UITableViewController {
                    override func viewDidLoad() { tableView.register(NoteCell.self, forCellReuseIdentifier: "note") }
                    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                        cell.textLabel?.textColor = UIColor(named: "Ink")
                    }
                }
                final class NoteCell: UITableViewCell {
                    let note = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        setUp()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func setUp() {
                        backgroundColor = UIColor(named: "Paper")
                        note.textColor = UIColor(named: "Muted")
                        contentView.addSubview(note)
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground", "Muted on Paper"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a lazy property made by the class's own method is the view that method makes and returns",
            files: [
                "CounterCell.swift": """
                import UIKit
                final class CounterCell: UICollectionViewListCell {
                    lazy private var card: UIView = {
                        makeCard()
                    }()
                    lazy private var countLabel: UILabel = makeCountLabel()
                    private lazy var titleLabel = self.makeTitleLabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.backgroundColor = UIColor(named: "Paper")
                        contentView.addSubview(card)
                        card.addSubview(countLabel)
                        card.addSubview(titleLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                private extension CounterCell {
                    func makeCard() -> UIView {
                        let view = UIView(frame: .zero)
                        view.backgroundColor = UIColor(named: "CardBackground")
                        return view
                    }
                    func makeCountLabel() -> UILabel {
                        let label = UILabel()
                        label.textColor = UIColor(named: "Accent")
                        return label
                    }
                    func makeTitleLabel() -> UILabel {
                        let label = UILabel()
                        label.textColor = UIColor(named: "Ink")
                        return label
                    }
                }
                """,
            ],
            mustPair: ["Accent on CardBackground", "Ink on CardBackground"],
            mustNotPair: ["Accent on Paper", "Ink on Paper"]),
        ConstructExample(
            name: "a custom button of the app's class given a border and a title but no title color draws its title in white",
            files: ["KeywordCell.swift": """
                import UIKit
                final class KeywordButton: UIButton {
                    var keyword: String?
                }
                final class KeywordCell: UICollectionViewCell {
                    private lazy var keywordButton: KeywordButton = {
                        let button = KeywordButton()
                        button.backgroundColor = UIColor(named: "Accent")
                        button.layer.borderWidth = 1
                        button.layer.borderColor = UIColor(named: "Ink")?.cgColor
                        return button
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(keywordButton)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func update(_ keyword: String) {
                        keywordButton.setTitle(keyword, for: .normal)
                    }
                }
                """],
            mustPair: ["white on Accent"]),
        ConstructExample(
            name: "a navigation bar the code fills, in an app that styles no title, draws its title in label on that fill",
            files: [
                "HomeCoordinator.swift": """
                import UIKit
                final class HomeCoordinator {
                    private var navigationController: UINavigationController?
                    func start(in window: UIWindow) {
                        let home = HomeViewController()
                        home.title = "Home"
                        navigationController = UINavigationController(rootViewController: home)
                        navigationController?.navigationBar.backgroundColor = UIColor(named: "CardBackground")
                        window.rootViewController = navigationController
                    }
                }
                final class HomeViewController: UIViewController {}
                """,
                "AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let navigationController = UINavigationController()
                    func start() {
                        let appearance = UINavigationBarAppearance()
                        appearance.configureWithOpaqueBackground()
                        appearance.backgroundColor = UIColor(named: "Paper")
                        navigationController.navigationBar.standardAppearance = appearance
                        navigationController.navigationBar.scrollEdgeAppearance = appearance
                    }
                }
                final class ChatView: UIView {
                    let navigationBar = ChatBar()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        navigationBar.backgroundColor = UIColor(named: "HeaderText")
                        addSubview(navigationBar)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class ChatBar: UIView {}
                """,
            ],
            mustPair: ["label on CardBackground", "label on Paper"],
            mustNotPair: ["label on HeaderText"]),
        ConstructExample(
            name: "a bar-styling function's title color parameter with a fallback is what its callers pass",
            files: [
                "BarStyle.swift": """
                import UIKit
                enum BarStyle {
                    static func apply(fill: UIColor?, title: UIColor? = nil) {
                        let appearance = UINavigationBarAppearance()
                        appearance.configureWithOpaqueBackground()
                        appearance.backgroundColor = fill ?? .clear
                        appearance.titleTextAttributes = [.foregroundColor: title ?? .black]
                        UINavigationBar.appearance().standardAppearance = appearance
                    }
                }
                """,
                "Screens.swift": """
                import SwiftUI
                struct Notes: View {
                    init() { BarStyle.apply(fill: UIColor(named: "HeaderText"), title: .white) }
                    var body: some View { NavigationView { Text("a") }.navigationTitle("Notes") }
                }
                struct Trash: View {
                    init() { BarStyle.apply(fill: UIColor(named: "Paper"), title: UIColor(named: "Ink")) }
                    var body: some View { NavigationView { Text("a") }.navigationTitle("Trash") }
                }
                """,
            ],
            mustPair: ["white on HeaderText", "Ink on Paper"],
            mustNotPair: ["black on HeaderText", "black on Paper", "white on Paper", "Ink on HeaderText"]),
        ConstructExample(
            name: "in an app whose code styles titles anywhere (attributes it may not read, a title view), no bar's title is assumed",
            files: [
                "StyledCoordinator.swift": """
                import UIKit
                final class StyledCoordinator {
                    let navigationController = UINavigationController()
                    func start() {
                        navigationController.navigationBar.barTintColor = UIColor(named: "Accent")
                        navigationController.navigationBar.titleTextAttributes = [.foregroundColor: UIColor(named: "Ink")!]
                    }
                }
                final class ThemedCoordinator {
                    let navigationController = UINavigationController()
                    func apply(titleColor: UIColor) {
                        let appearance = UINavigationBarAppearance()
                        appearance.backgroundColor = UIColor(named: "Muted")
                        appearance.titleTextAttributes = [.foregroundColor: titleColor]
                        navigationController.navigationBar.standardAppearance = appearance
                    }
                }
                final class PlainCoordinator {
                    let navigationController = UINavigationController()
                    func start() {
                        navigationController.navigationBar.backgroundColor = UIColor(named: "CardBackground")
                    }
                }
                """,
            ],
            mustPair: ["Ink on Accent"],
            mustNotPair: ["label on Accent", "label on Muted", "label on CardBackground"]),
        ConstructExample(
            name: "a view class with no fill of its own lies on the fill of the view another class adds it to",
            files: [
                "PriceView.swift": """
                import UIKit
                final class PriceView: UIView {
                    private let changeLabel = UILabel()
                    var change: Double = 0 {
                        didSet { changeLabel.textColor = change >= 0 ? UIColor(named: "Accent") : UIColor(named: "Ink") }
                    }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(changeLabel)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Detail.swift": """
                import UIKit
                final class DetailViewController: UIViewController {
                    private lazy var priceView: PriceView = {
                        let view = PriceView()
                        return view
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        self.view.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(priceView)
                    }
                }
                final class SummaryCard: UIView {
                    private let card = UIView()
                    private let price = PriceView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        card.backgroundColor = UIColor(named: "CardBackground")
                        addSubview(card)
                        card.addSubview(price)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class PosterViewController: UIViewController {
                    private let poster = PosterView()
                    private let price = PriceView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "HeaderText")
                        view.addSubview(poster)
                        view.addSubview(price)
                    }
                }
                final class PosterView: UIView {}
                """,
            ],
            mustPair: ["Accent on Paper", "Ink on Paper", "Accent on CardBackground", "Ink on CardBackground"],
            mustNotPair: ["Accent on HeaderText", "Ink on HeaderText"]),
        ConstructExample(
            name: "a filled view's border is on its own fill and against the fill of the view it is on",
            files: ["Form.swift": """
                import UIKit
                final class FormViewController: UIViewController {
                    private let weekView = UIView()
                    private let plainView = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        weekView.backgroundColor = UIColor(named: "CardBackground")
                        weekView.layer.borderWidth = 1
                        weekView.layer.borderColor = UIColor(named: "Accent")?.cgColor
                        plainView.layer.borderWidth = 1
                        plainView.layer.borderColor = UIColor(named: "Muted")?.cgColor
                        view.addSubview(plainView)
                        view.addSubview(weekView)
                    }
                }
                """],
            mustPair: ["Accent on CardBackground", "Accent on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "a swipe action the code builds and leaves out of every configuration is never shown",
            files: ["Currencies.swift": """
                import UIKit
                final class CurrenciesViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                        let move = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
                        move.image = UIImage(systemName: "line.3.horizontal")
                        move.backgroundColor = UIColor(named: "Accent")
                        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
                        pin.backgroundColor = UIColor(named: "CardBackground")
                        return isEditing ? UISwipeActionsConfiguration(actions: [pin]) : UISwipeActionsConfiguration(actions: [])
                    }
                }
                """],
            mustPair: ["white on CardBackground"],
            mustNotPair: ["white on Accent"]),
        ConstructExample(
            name: "a local named view in the closure that makes a property is not the controller's view",
            files: [
                "FilterView.swift": """
                import UIKit
                final class FilterView: UIView {
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "CardBackground")
                        label.textColor = UIColor(named: "Ink")
                        addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Accounts.swift": """
                import UIKit
                final class AccountsViewController: UIViewController {
                    private lazy var filterView: FilterView = {
                        let view = FilterView()
                        view.translatesAutoresizingMaskIntoConstraints = false
                        return view
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(filterView)
                    }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "what one class sets on its view of an app's class is never drawn with what another class sets on its own",
            files: [
                "DimButton.swift": """
                import UIKit
                final class DimButton: UIButton {
                    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.6 : 1 } }
                }
                """,
                "RequestCell.swift": """
                import UIKit
                final class RequestCell: UITableViewCell {
                    var accept: DimButton!
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        accept = DimButton()
                        accept.setTitle("Accept", for: .normal)
                        accept.setTitleColor(.white, for: .normal)
                        accept.backgroundColor = UIColor(named: "Accent")
                        contentView.addSubview(accept)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class RequestsViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(RequestCell.self, forCellReuseIdentifier: "request")
                    }
                }
                """,
                "Home.swift": """
                import UIKit
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        let search: DimButton = {
                            let button = DimButton()
                            button.setTitle("Search", for: .normal)
                            button.setTitleColor(UIColor(named: "Ink"), for: .normal)
                            return button
                        }()
                        view.addSubview(search)
                        more.setTitle("More", for: .normal)
                        more.setTitleColor(UIColor(named: "Muted"), for: .normal)
                        view.addSubview(more)
                    }
                    let more: DimButton = {
                        let button = DimButton()
                        return button
                    }()
                }
                """,
            ],
            // (`more` is declared after the code that colors it.)
            mustPair: ["white on Accent", "Ink on Paper", "Muted on Paper"],
            mustNotPair: ["Ink on Accent", "white on Paper", "Muted on Accent"]),
        ConstructExample(
            name: "a custom button class keeps its default white title where another class gives its own view of it an attributed title",
            files: [
                "PillButton.swift": """
                import UIKit
                final class PillButton: UIButton {
                    init() { super.init(frame: .zero) }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Prompt.swift": """
                import UIKit
                final class PromptView: UIView {
                    private lazy var enable: PillButton = {
                        let button = PillButton()
                        button.setTitle("Enable", for: .normal)
                        button.backgroundColor = UIColor(named: "Accent")
                        return button
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(enable)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class PromptViewController: UIViewController {
                    override func loadView() { view = PromptView() }
                }
                """,
                "Overlay.swift": """
                import UIKit
                final class OverlayView: UIView {
                    private let add = PillButton()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        add.setAttributedTitle(NSAttributedString(string: "Add", attributes: [.foregroundColor: UIColor(named: "Ink")!]), for: .normal)
                        add.backgroundColor = UIColor(named: "Paper")
                        addSubview(add)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class OverlayViewController: UIViewController {
                    override func loadView() { view = OverlayView() }
                }
                """,
            ],
            mustPair: ["white on Accent", "Ink on Paper"],
            mustNotPair: ["Ink on Accent", "white on Paper"]),
        ConstructExample(
            name: "two factory methods that each make a local button keep each button's colors apart",
            files: [
                "Factory.swift": """
                import UIKit
                final class Factory {
                    func linkButton(_ text: String) -> UIButton {
                        let button = UIButton(type: .system)
                        let title = NSMutableAttributedString(string: text, attributes: [.foregroundColor: UIColor(named: "Muted")!])
                        button.setAttributedTitle(title, for: .normal)
                        return button
                    }
                    func primaryButton() -> UIButton {
                        let button = UIButton(type: .system)
                        button.setTitleColor(UIColor(named: "Ink"), for: .normal)
                        button.backgroundColor = UIColor(named: "Accent")
                        return button
                    }
                }
                final class LoginViewController: UIViewController {
                    let factory = Factory()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(factory.linkButton("Sign up"))
                        view.addSubview(factory.primaryButton())
                    }
                }
                """
            ],
            mustPair: ["Ink on Accent"],
            mustNotPair: ["Muted on Accent"]),
        ConstructExample(
            name: "a cell looked up by its index path in two delegate methods is the same cell in both",
            files: [
                "Sheet.swift": """
                import UIKit
                final class SheetCell: UITableViewCell {}
                final class SheetViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(SheetCell.self, forCellReuseIdentifier: "c")
                    }
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! SheetCell
                        cell.textLabel?.textColor = UIColor(named: "Ink")
                        return cell
                    }
                    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
                        let cell = tableView.cellForRow(at: indexPath)
                        cell?.contentView.backgroundColor = UIColor(named: "CardBackground")
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground"]),
        ConstructExample(
            name: "a title color set on a button passed in is that of the button each call passes, on the fill set beside it",
            files: [
                "Quiz.swift": """
                import UIKit
                final class QuizViewController: UIViewController {
                    let answers = UIStackView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        view.addSubview(answers)
                        for title in ["a", "b"] {
                            let button = UIButton(type: .custom)
                            button.setTitle(title, for: .normal)
                            button.addTarget(self, action: #selector(answered(_:)), for: .touchUpInside)
                            answers.addArrangedSubview(button)
                        }
                    }
                    @objc private func answered(_ sender: UIButton) {
                        mark(button: sender, isCorrect: sender.tag == 1)
                    }
                    private func mark(button: UIButton, isCorrect: Bool) {
                        button.backgroundColor = isCorrect ? UIColor(named: "Accent") : UIColor(named: "HeaderText")
                        button.setTitleColor(UIColor(named: "Ink"), for: .normal)
                    }
                }
                """,
                "Compose.swift": """
                import UIKit
                extension UIImage {
                    static func filled(with color: UIColor) -> UIImage {
                        UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in color.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
                    }
                }
                final class ComposeViewController: UIViewController {
                    let publish = UIButton(type: .custom)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        publish.setTitle("Publish", for: .normal)
                        style(button: publish)
                        view.addSubview(publish)
                    }
                    private func style(button: UIButton) {
                        button.setBackgroundImage(.filled(with: UIColor(named: "Muted")!), for: .normal)
                        button.setTitleColor(UIColor(named: "Paper"), for: .normal)
                    }
                }
                """,
            ],
            mustPair: ["Ink on Accent", "Ink on HeaderText", "Paper on Muted"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a spinner is drawn only while it spins: never certain",
            files: [
                "Loading.swift": """
                import UIKit
                final class LoadingViewController: UIViewController {
                    let spinner = UIActivityIndicatorView(style: .large)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        spinner.color = UIColor(named: "Muted")
                        view.addSubview(spinner)
                    }
                }
                """
            ],
            mediumConfidence: ["Muted on Paper"]),
        ConstructExample(
            name: "a spinner only a method nobody calls adds draws nothing",
            files: [
                "ActionButton.swift": """
                import UIKit
                final class ActionButton: UIButton {
                    lazy var spinner: UIActivityIndicatorView = {
                        let spinner = UIActivityIndicatorView(style: .medium)
                        spinner.color = UIColor(named: "Paper")
                        return spinner
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Accent")
                        setTitle("Go", for: .normal)
                        setTitleColor(UIColor(named: "Ink"), for: .normal)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func showLoading() {
                        addSubview(spinner)
                        spinner.startAnimating()
                    }
                }
                final class StartViewController: UIViewController {
                    let go = ActionButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(go)
                    }
                }
                """,
                "AppDelegate.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = StartViewController()
                        return true
                    }
                }
                """,
            ],
            mustPair: ["Ink on Accent"],
            mustNotPair: ["Paper on Accent"]),
        ConstructExample(
            name: "a view class's own fill that every place making one replaces is not drawn under its text",
            files: [
                "RoundedField.swift": """
                import UIKit
                final class RoundedField: UITextField {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = .systemGray6
                        textColor = UIColor(named: "Ink")
                        layer.cornerRadius = 8
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Login.swift": """
                import UIKit
                final class LoginViewController: UIViewController {
                    private let email = RoundedField()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        email.backgroundColor = UIColor(named: "CardBackground")
                        view.addSubview(email)
                    }
                }
                """,
                "Signup.swift": """
                import UIKit
                final class SignupViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let name = RoundedField()
                        name.backgroundColor = UIColor(named: "CardBackground")
                        view.addSubview(name)
                    }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on systemGray6"]),
        ConstructExample(
            name: "a view class's own fill that one place making one replaces is drawn under its text where the others make it",
            files: [
                "Badge.swift": """
                import UIKit
                final class Badge: UILabel {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        textColor = UIColor(named: "Ink")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
                "Views.swift": """
                import UIKit
                final class InboxViewController: UIViewController {
                    private let unread = Badge()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        unread.backgroundColor = UIColor(named: "CardBackground")
                        view.addSubview(unread)
                    }
                }
                final class ProfileViewController: UIViewController {
                    private let level = Badge()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(level)
                    }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground", "Ink on Paper"]),
    ]

    /// A storyboard's or XIB's view of the app's own class may paint over the background the
    /// document records (a placeholder): the pairs over it are low confidence.
    static let interfaceBuilder: [ConstructExample] = [
        ConstructExample(
            name: "a color the screen sets on an outlet replaces the one the label's own class sets when it is made; one another view sets on a label it makes itself is that label's only",
            files: [
                "Labels.swift": """
                import UIKit
                class DescriptionLabel: UILabel {
                    override init(frame: CGRect) { super.init(frame: frame); textColor = UIColor(named: "Muted") }
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        textColor = UIColor(named: "Muted")
                    }
                }
                final class VoteView: UIView {
                    private let voteLabel = DescriptionLabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        voteLabel.textColor = UIColor(named: "Accent")
                        addSubview(voteLabel)
                    }
                    required init?(coder: NSCoder) { nil }
                }
                final class DetailController: UIViewController {
                    @IBOutlet weak var voteCircle: UIView!
                    @IBOutlet weak var votingLabel: DescriptionLabel!
                    @IBOutlet weak var infoLabel: DescriptionLabel!
                    let vote = VoteView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        voteCircle.backgroundColor = UIColor(named: "CardBackground")
                        votingLabel.textColor = UIColor(named: "Ink")
                        view.addSubview(vote)
                    }
                }
                """,
                "Detail.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" customClass="DetailController" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                        <subviews>
                          <view contentMode="scaleToFill" id="circle">
                            <subviews>
                              <label opaque="NO" text="6.3" id="vote" customClass="DescriptionLabel"/>
                            </subviews>
                          </view>
                          <label opaque="NO" text="Info" id="info" customClass="DescriptionLabel"/>
                        </subviews>
                      </view>
                      <connections>
                        <outlet property="voteCircle" destination="circle" id="o0"/>
                        <outlet property="votingLabel" destination="vote" id="o1"/>
                        <outlet property="infoLabel" destination="info" id="o2"/>
                      </connections>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Ink on CardBackground", "Muted on Paper"],
            mustNotPair: ["Muted on CardBackground", "Accent on CardBackground", "Accent on Paper"]),
        ConstructExample(
            name: "methods that each set an outlet's fill and its label's color are states in a XIB cell too",
            files: [
                "CategoryCell.swift": """
                import UIKit
                final class CategoryCell: UICollectionViewCell {
                    @IBOutlet private weak var backView: UIView!
                    @IBOutlet private weak var categoryLabel: UILabel!
                    func configure(title: String) {
                        categoryLabel.text = title
                        if isSelected { didSelect() } else { didDeselect() }
                    }
                    func didSelect() {
                        backView.backgroundColor = UIColor(named: "Accent")
                        categoryLabel.textColor = .white
                    }
                    func didDeselect() {
                        backView.backgroundColor = UIColor(named: "Paper")
                        categoryLabel.textColor = UIColor(named: "Ink")
                    }
                }
                final class Screen: UIViewController, UICollectionViewDataSource {
                    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collection.register(UINib(nibName: "CategoryCell", bundle: nil), forCellWithReuseIdentifier: "c")
                        collection.dataSource = self
                        view.addSubview(collection)
                    }
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! CategoryCell
                        cell.configure(title: "A")
                        return cell
                    }
                }
                """,
                "CategoryCell.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <collectionViewCell opaque="NO" id="cell" customClass="CategoryCell" customModule="App" customModuleProvider="target">
                      <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                      <view key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                        <subviews>
                          <view contentMode="scaleToFill" id="back">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            <subviews>
                              <label opaque="NO" text="Food" id="name">
                                <rect key="frame" x="8" y="8" width="104" height="24"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="highlightedColor"/>
                              </label>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                          </view>
                        </subviews>
                      </view>
                      <connections>
                        <outlet property="backView" destination="back" id="o1"/>
                        <outlet property="categoryLabel" destination="name" id="o2"/>
                      </connections>
                    </collectionViewCell>
                  </objects>
                </document>
                """,
            ],
            mustPair: ["white on Accent", "Ink on Paper"],
            mustNotPair: ["white on Paper", "Ink on Accent"]),
        ConstructExample(
            name: "a label whose text color the document leaves to the system draws in label, unless code colors it",
            files: [
                "Popup.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PopupView" customModule="App" customModuleProvider="target">
                      <connections>
                        <outlet property="subtitle" destination="sub" id="o1"/>
                      </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="popup">
                      <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                      <subviews>
                        <label opaque="NO" text="Saved" id="title">
                          <rect key="frame" x="16" y="16" width="200" height="24"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                          <nil key="textColor"/>
                          <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" text="Details" id="sub">
                          <rect key="frame" x="16" y="50" width="200" height="24"/>
                          <fontDescription key="fontDescription" type="system" pointSize="15"/>
                          <nil key="textColor"/>
                          <nil key="highlightedColor"/>
                        </label>
                      </subviews>
                      <color key="backgroundColor" name="CardBackground"/>
                    </view>
                  </objects>
                </document>
                """,
                "PopupView.swift": """
                import UIKit
                final class PopupView: UIView {
                    @IBOutlet var subtitle: UILabel!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        subtitle.textColor = UIColor(named: "Muted")
                    }
                }
                final class ThemeCell: UITableViewCell {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        backgroundColor = UIColor(named: "Paper")
                        textLabel?.textColor = UIColor(named: "Ink")
                    }
                }
                """,
                "ThemeCell.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <tableViewCell contentMode="scaleToFill" textLabel="t1" id="cell" customClass="ThemeCell" customModule="App" customModuleProvider="target">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                      <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                          <label opaque="NO" text="Theme" id="t1">
                            <rect key="frame" x="16" y="0.0" width="288" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                          </label>
                        </subviews>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </objects>
                </document>
                """,
            ],
            mustPair: ["label on CardBackground", "Muted on CardBackground", "Ink on Paper"],
            mustNotPair: ["label on Paper"]),
        ConstructExample(
            name: "a custom button with a title and no image draws its title in white, its tint nowhere; an image view's tint colors no full-color image",
            files: [
                "Permission.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <view contentMode="scaleToFill" id="p">
                      <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                      <subviews>
                        <button contentMode="scaleToFill" id="allow">
                          <rect key="frame" x="16" y="20" width="200" height="60"/>
                          <color key="backgroundColor" name="Accent"/>
                          <color key="tintColor" name="Muted"/>
                          <state key="normal" title="Allow"/>
                        </button>
                        <imageView contentMode="scaleAspectFit" image="appIcon" id="icon">
                          <rect key="frame" x="16" y="100" width="80" height="80"/>
                          <color key="tintColor" name="HeaderText"/>
                        </imageView>
                      </subviews>
                      <color key="backgroundColor" name="Paper"/>
                    </view>
                  </objects>
                </document>
                """,
                "Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "Assets.xcassets/appIcon.imageset/Contents.json": #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
                "Settings.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <view contentMode="scaleToFill" id="tile">
                      <rect key="frame" x="0.0" y="0.0" width="29" height="29"/>
                      <subviews>
                        <imageView contentMode="scaleAspectFit" image="bell.badge" id="bell">
                          <rect key="frame" x="4" y="4" width="20" height="20"/>
                          <color key="tintColor" name="Muted"/>
                        </imageView>
                      </subviews>
                      <color key="backgroundColor" name="CardBackground"/>
                    </view>
                  </objects>
                </document>
                """,
                "Assets.xcassets/bell.badge.symbolset/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "bell.badge.svg", "idiom" : "universal" } ] }"#,
            ],
            mustPair: ["white on Accent", "Muted on CardBackground"],
            mustNotPair: ["Muted on Accent", "HeaderText on Paper"]),
        ConstructExample(
            name: "a class's code that fills its views by their tag fills each document view with its own tag's case",
            files: [
                "KeyButton.swift": """
                import UIKit
                final class KeyButton: UIButton {
                    override var isHighlighted: Bool {
                        didSet {
                            switch self.tag {
                            case 1...3: backgroundColor = UIColor(named: "Accent")
                            case 9: backgroundColor = UIColor(named: "CardBackground")
                            default: backgroundColor = UIColor(named: "Paper")
                            }
                        }
                    }
                }
                """,
                "Keypad.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <view contentMode="scaleToFill" id="pad">
                      <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                      <subviews>
                        <button contentMode="scaleToFill" buttonType="system" tag="2" id="two" customClass="KeyButton" customModule="App" customModuleProvider="target">
                          <rect key="frame" x="0" y="0" width="60" height="60"/>
                          <state key="normal" title="2"><color key="titleColor" name="Ink"/></state>
                        </button>
                        <button contentMode="scaleToFill" buttonType="system" tag="9" id="hide" customClass="KeyButton" customModule="App" customModuleProvider="target">
                          <rect key="frame" x="60" y="0" width="60" height="60"/>
                          <state key="normal" title="Hide"><color key="titleColor" name="HeaderText"/></state>
                        </button>
                        <button contentMode="scaleToFill" buttonType="system" id="dot" customClass="KeyButton" customModule="App" customModuleProvider="target">
                          <rect key="frame" x="120" y="0" width="60" height="60"/>
                          <state key="normal" title="."><color key="titleColor" name="Muted"/></state>
                        </button>
                      </subviews>
                      <color key="backgroundColor" name="Paper"/>
                    </view>
                  </objects>
                </document>
                """,
            ],
            mustPair: ["Ink on Accent", "HeaderText on CardBackground", "Muted on Paper"],
            mustNotPair: ["Ink on CardBackground", "Ink on Paper", "HeaderText on Accent", "HeaderText on Paper", "Muted on Accent", "Muted on CardBackground"]),
        ConstructExample(
            name: "a custom button's tint colors only template images: an SF Symbol, an image set rendered as a template",
            files: [
                "Header.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <view contentMode="scaleToFill" id="h">
                      <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                      <subviews>
                        <button contentMode="scaleToFill" id="back">
                          <rect key="frame" x="16" y="20" width="40" height="40"/>
                          <color key="tintColor" name="Ink"/>
                          <state key="normal" image="back"/>
                        </button>
                        <button contentMode="scaleToFill" id="close">
                          <rect key="frame" x="60" y="20" width="40" height="40"/>
                          <color key="tintColor" name="HeaderText"/>
                          <state key="normal" image="close"/>
                        </button>
                        <button contentMode="scaleToFill" id="more">
                          <rect key="frame" x="110" y="20" width="40" height="40"/>
                          <color key="tintColor" name="Muted"/>
                          <state key="normal" image="ellipsis" catalog="system"/>
                        </button>
                      </subviews>
                      <color key="backgroundColor" name="Paper"/>
                    </view>
                  </objects>
                </document>
                """,
                "Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "Assets.xcassets/back.imageset/Contents.json": #"{ "images" : [ { "filename" : "back.pdf", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
                "Assets.xcassets/close.imageset/Contents.json": #"{ "images" : [ { "filename" : "close.pdf", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "template-rendering-intent" : "template" } }"#,
            ],
            mustPair: ["HeaderText on Paper", "Muted on Paper"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "an image view's tint colors an SF Symbol or a template image set in code, never a catalog photo",
            files: [
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    private let photo: UIImageView = {
                        let imageView = UIImageView()
                        imageView.tintColor = UIColor(named: "Ink")
                        imageView.image = .portrait
                        return imageView
                    }()
                    private let badge = UIImageView()
                    private let mark = UIImageView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "Paper")
                        badge.image = UIImage(named: "badge")
                        badge.tintColor = UIColor(named: "HeaderText")
                        mark.image = UIImage(systemName: "star")
                        mark.tintColor = UIColor(named: "Muted")
                        [photo, badge, mark].forEach { view.addSubview($0) }
                    }
                }
                """,
                "Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "Assets.xcassets/portrait.imageset/Contents.json": #"{ "images" : [ { "filename" : "portrait.jpg", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
                "Assets.xcassets/badge.imageset/Contents.json": #"{ "images" : [ { "filename" : "badge.pdf", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "template-rendering-intent" : "template" } }"#,
            ],
            mustPair: ["HeaderText on Paper", "Muted on Paper"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a navigation bar's title is drawn on the bar's tint (barTintColor), not on the screen behind it",
            files: [
                "Profile.swift": """
                import UIKit
                final class ProfileController: UIViewController {}
                """,
                "Profile.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                  <scenes>
                    <scene sceneID="n"><objects>
                      <navigationController id="nav">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                          <color key="barTintColor" name="HeaderText"/>
                          <textAttributes key="titleTextAttributes">
                            <color key="textColor" name="Paper"/>
                          </textAttributes>
                        </navigationBar>
                        <connections>
                          <segue destination="c" kind="relationship" relationship="rootViewController" id="root"/>
                        </connections>
                      </navigationController>
                    </objects></scene>
                    <scene sceneID="s"><objects>
                      <viewController id="c" customClass="ProfileController" customModule="App" customModuleProvider="target">
                        <view key="view" contentMode="scaleToFill" id="v">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                          <color key="backgroundColor" name="CardBackground"/>
                        </view>
                      </viewController>
                    </objects></scene>
                  </scenes>
                </document>
                """,
            ],
            mustPair: ["Paper on HeaderText"],
            mustNotPair: ["Paper on systemBackground", "Paper on CardBackground"]),
        ConstructExample(
            name: "a storyboard nothing loads (no code, reference or Info.plist names it) is not read",
            files: [
                "App.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController()
                        return true
                    }
                }
                final class LoginController: UIViewController {}
                final class SignUpController: UIViewController {}
                """,
                "Login.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="LoginController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <label opaque="NO" text="Hello" id="l">
                            <rect key="frame" x="10" y="10" width="100" height="30"/>
                            <color key="textColor" name="Ink"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
                "SignUp.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="SignUpController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <label opaque="NO" text="Hello" id="l">
                            <rect key="frame" x="10" y="10" width="100" height="30"/>
                            <color key="textColor" name="Muted"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"],
            lowConfidence: []),
        ConstructExample(
            name: "a storyboard scene nothing shows (not initial, no identifier, no segue to it) is not read; one a segue leads to is",
            files: [
                "Food.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes>
                    <scene sceneID="s1"><objects>
                      <viewController storyboardIdentifier="FoodName" id="c1">
                        <view key="view" contentMode="scaleToFill" id="v1">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                          <subviews>
                            <label opaque="NO" text="Name" id="l1">
                              <rect key="frame" x="10" y="10" width="100" height="30"/>
                              <color key="textColor" name="Ink"/>
                            </label>
                          </subviews>
                          <color key="backgroundColor" name="Paper"/>
                        </view>
                        <connections><segue destination="c2" kind="show" identifier="detail" id="g1"/></connections>
                      </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <viewController id="c2">
                        <view key="view" contentMode="scaleToFill" id="v2">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                          <subviews>
                            <label opaque="NO" text="Detail" id="l2">
                              <rect key="frame" x="10" y="10" width="100" height="30"/>
                              <color key="textColor" name="HeaderText"/>
                            </label>
                          </subviews>
                          <color key="backgroundColor" name="CardBackground"/>
                        </view>
                      </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                      <viewController id="c3">
                        <view key="view" contentMode="scaleToFill" id="v3">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                          <subviews>
                            <label opaque="NO" text="Draft" id="l3">
                              <rect key="frame" x="10" y="10" width="100" height="30"/>
                              <color key="textColor" name="Muted"/>
                            </label>
                          </subviews>
                          <color key="backgroundColor" name="Paper"/>
                        </view>
                      </viewController>
                    </objects></scene>
                  </scenes>
                </document>
                """,
            ],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["Muted on Paper"],
            lowConfidence: []),
        ConstructExample(
            name: "a XIB that only its own class declares (never registered or loaded), and a storyboard only a comment loads, are not read",
            files: [
                "App.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = NotesController()
                        // window?.rootViewController = UIStoryboard(name: "Journal", bundle: nil).instantiateInitialViewController()
                        return true
                    }
                }
                final class NotesController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.register(UINib(nibName: String(describing: NoteCell.self), bundle: nil), forCellReuseIdentifier: "note")
                    }
                }
                final class NoteCell: UITableViewCell {}
                final class DetailCell: UITableViewCell {}
                extension DetailCell { func configure() {} }
                final class JournalController: UIViewController {}
                """,
                "NoteCell.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <tableViewCell contentMode="scaleToFill" id="c" customClass="NoteCell" customModule="App" customModuleProvider="target">
                      <tableViewCellContentView key="contentView" opaque="NO" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                          <label opaque="NO" text="Hello" id="l">
                            <rect key="frame" x="10" y="10" width="100" height="30"/>
                            <color key="textColor" name="Ink"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="CardBackground"/>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </objects>
                </document>
                """,
                "DetailCell.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <tableViewCell contentMode="scaleToFill" id="c" customClass="DetailCell" customModule="App" customModuleProvider="target">
                      <tableViewCellContentView key="contentView" opaque="NO" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                          <label opaque="NO" text="Hello" id="l">
                            <rect key="frame" x="10" y="10" width="100" height="30"/>
                            <color key="textColor" name="Muted"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="CardBackground"/>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </objects>
                </document>
                """,
                "Journal.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="JournalController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <label opaque="NO" text="Hello" id="l">
                            <rect key="frame" x="10" y="10" width="100" height="30"/>
                            <color key="textColor" name="HeaderText"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Muted on CardBackground", "HeaderText on Paper"],
            lowConfidence: []),
        ConstructExample(
            name: "a library's view class (a sign-in button) may draw over what the document records: low confidence; a button's tint colors no title that has its own color",
            files: [
                "Login.swift": """
                import UIKit
                final class LoginController: UIViewController {}
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="LoginController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="g" customClass="GIDSignInButton" customModule="GoogleSignIn">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                            <color key="backgroundColor" name="HeaderText"/>
                            <state key="normal" title="Sign in">
                              <color key="titleColor" name="Ink"/>
                            </state>
                          </button>
                          <label opaque="NO" text="Welcome" id="l">
                            <rect key="frame" x="10" y="100" width="100" height="30"/>
                            <color key="textColor" name="Muted"/>
                          </label>
                          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="enter">
                            <rect key="frame" x="10" y="200" width="100" height="30"/>
                            <color key="tintColor" systemColor="systemBackgroundColor"/>
                            <state key="normal" title="Enter">
                              <color key="titleColor" name="CardBackground"/>
                            </state>
                          </button>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Muted on Paper", "CardBackground on Paper"],
            mustNotPair: ["Ink on HeaderText", "systemBackground on Paper"],
            lowConfidence: ["Ink on HeaderText"]),
        ConstructExample(
            name: "a view the code hides and never shows draws nothing, in code or in its document",
            files: [
                "Home.swift": """
                import UIKit
                final class HomeController: UIViewController {
                    @IBOutlet var filter: UISegmentedControl!
                    @IBOutlet var banner: UIView!
                    let badge = UILabel()
                    var showsBanner = false
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        filter.isHidden = true
                        badge.textColor = UIColor(named: "Muted")
                        badge.backgroundColor = UIColor(named: "HeaderText")
                        badge.alpha = 0
                        view.addSubview(badge)
                        banner.isHidden = true
                        if showsBanner { banner.isHidden = false }
                    }
                }
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="HomeController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <segmentedControl opaque="NO" contentMode="scaleToFill" id="seg">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                            <color key="tintColor" name="Ink"/>
                          </segmentedControl>
                          <view contentMode="scaleToFill" id="b">
                            <rect key="frame" x="0.0" y="100" width="300" height="50"/>
                            <subviews>
                              <label opaque="NO" text="New" id="l">
                                <rect key="frame" x="10" y="10" width="100" height="30"/>
                                <color key="textColor" name="CardBackground"/>
                              </label>
                            </subviews>
                          </view>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                      <connections>
                        <outlet property="filter" destination="seg" id="o1"/>
                        <outlet property="banner" destination="b" id="o2"/>
                      </connections>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["CardBackground on Paper"],
            mustNotPair: ["Ink on Paper", "Muted on HeaderText"]),
        ConstructExample(
            name: "a document view whose fill the code replaces with a value it cannot read shows neither its document color nor what is behind it",
            files: [
                "Login.swift": """
                import UIKit
                extension UIView {
                    func roundBackground(color: UIColor? = nil) {
                        var fill = UIColor.black
                        if let color { fill = color }
                        layer.backgroundColor = fill.cgColor
                    }
                }
                final class LoginController: UIViewController {
                    @IBOutlet var form: UIView!
                    var theme: UIColor?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        form.roundBackground(color: theme)
                    }
                }
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="LoginController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <view contentMode="scaleToFill" id="f">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                              <label opaque="NO" text="Login" id="a">
                                <rect key="frame" x="10" y="10" width="100" height="30"/>
                                <color key="textColor" name="Ink"/>
                              </label>
                            </subviews>
                            <color key="backgroundColor" name="CardBackground"/>
                          </view>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                      <connections>
                        <outlet property="form" destination="f" id="o1"/>
                      </connections>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustNotPair: ["Ink on CardBackground", "Ink on Paper", "Ink on black"],
            lowConfidence: []),
        ConstructExample(
            name: "a view on a blur (a visual effect view) is on a material the audit cannot measure: no pair, and no other class's fill",
            files: [
                "Toast.swift": """
                import UIKit
                protocol Provider {}
                extension UIView: Provider {}
                final class ToastView: UIView {}
                final class Panel: UIView {
                    private let box: UIView = {
                        let view = UIView()
                        view.backgroundColor = UIColor(named: "CardBackground")
                        return view
                    }()
                }
                """,
                "Toast.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <view opaque="NO" contentMode="scaleToFill" id="t" customClass="ToastView" customModule="App" customModuleProvider="target">
                      <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                      <subviews>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                          <view key="contentView" opaque="NO" contentMode="center" id="fxc">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                              <label opaque="NO" text="Saved" id="a">
                                <rect key="frame" x="10" y="10" width="100" height="40"/>
                                <color key="textColor" name="Ink"/>
                              </label>
                            </subviews>
                          </view>
                          <blurEffect style="systemThinMaterialLight"/>
                        </visualEffectView>
                      </subviews>
                    </view>
                  </objects>
                </document>
                """,
            ],
            mustNotPair: ["Ink on CardBackground", "Ink on systemBackground"],
            lowConfidence: []),
        ConstructExample(
            name: "an earlier sibling the code shows or hides is no backdrop: the view lies on its parent",
            files: [
                "Day.swift": """
                import UIKit
                final class DayController: UIViewController {
                    @IBOutlet var selectedView: UIView!
                    var selected = false {
                        didSet { selectedView.isHidden = !selected }
                    }
                }
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="DayController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <subviews>
                          <view contentMode="scaleToFill" id="sel">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <color key="backgroundColor" name="CardBackground"/>
                          </view>
                          <label opaque="NO" text="1" id="a">
                            <rect key="frame" x="10" y="10" width="30" height="30"/>
                            <color key="textColor" name="Ink"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                      <connections>
                        <outlet property="selectedView" destination="sel" id="o1"/>
                      </connections>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on CardBackground"]),
        ConstructExample(
            name: "an earlier sibling whose frame covers a view is that view's background; one beside it is not",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customModule="App">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                        <subviews>
                          <view contentMode="scaleToFill" id="backdrop">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="40"/>
                            <color key="backgroundColor" name="CardBackground"/>
                          </view>
                          <stackView opaque="NO" contentMode="scaleToFill" id="stack">
                            <rect key="frame" x="0.0" y="4" width="414" height="32"/>
                            <subviews>
                              <label opaque="NO" text="Sun" id="a">
                                <rect key="frame" x="0.0" y="0.0" width="59" height="17"/>
                                <color key="textColor" name="Ink"/>
                              </label>
                            </subviews>
                          </stackView>
                          <label opaque="NO" text="Below" id="b">
                            <rect key="frame" x="0.0" y="60" width="100" height="17"/>
                            <color key="textColor" name="Muted"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            mustPair: ["Ink on CardBackground", "Muted on Paper"],
            mustNotPair: ["Ink on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "a picture filling an earlier sibling's frame lies under what is drawn there: no pair with the fill behind the picture",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customModule="App">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                        <subviews>
                          <scrollView contentMode="scaleToFill" id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="540"/>
                            <subviews>
                              <imageView contentMode="scaleAspectFill" image="poster" id="poster">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="550"/>
                              </imageView>
                            </subviews>
                            <color key="backgroundColor" name="CardBackground"/>
                          </scrollView>
                          <view contentMode="scaleToFill" id="notch">
                            <rect key="frame" x="0.0" y="490" width="414" height="50"/>
                            <subviews>
                              <imageView contentMode="scaleToFill" image="triangle" id="triangle">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                <color key="tintColor" name="CardBackground"/>
                              </imageView>
                              <label opaque="NO" text="8.1" id="score">
                                <rect key="frame" x="300" y="10" width="40" height="20"/>
                                <color key="textColor" name="Ink"/>
                              </label>
                            </subviews>
                          </view>
                          <label opaque="NO" text="Below" id="b">
                            <rect key="frame" x="0.0" y="600" width="100" height="17"/>
                            <color key="textColor" name="Muted"/>
                          </label>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            mustPair: ["Muted on Paper"],
            mustNotPair: ["CardBackground on CardBackground", "Ink on CardBackground", "Ink on Paper", "CardBackground on Paper"]),
        ConstructExample(
            name: "a color a runtime attribute gives a library's class is at medium confidence; one it gives the app's own class is not",
            files: [
                "Header.swift": """
                import UIKit
                final class CalendarHeader: UIView {
                    @objc var titleColor: UIColor = .label
                }
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customModule="App">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                        <subviews>
                          <view contentMode="scaleToFill" id="cal" customClass="FSCalendar">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                            <color key="backgroundColor" name="Paper"/>
                            <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="color" keyPath="weekdayTextColor">
                                <color key="value" name="Ink"/>
                              </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                          </view>
                          <view contentMode="scaleToFill" id="head" customClass="CalendarHeader" customModule="App" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="300" width="414" height="40"/>
                            <color key="backgroundColor" name="CardBackground"/>
                            <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="color" keyPath="titleColor">
                                <color key="value" name="Muted"/>
                              </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                          </view>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Muted on CardBackground"],
            mediumConfidence: ["Ink on Paper"]),
        ConstructExample(
            name: "a custom class that overrides draw(_:) over a placeholder background",
            files: [
                "Ring.swift": """
                import UIKit
                final class RingView: UIView {
                    override func draw(_ rect: CGRect) { UIColor(named: "Ink")!.setFill(); UIRectFill(rect) }
                }
                """,
                "A.xib": Self.xib(customClass: "RingView"),
            ],
            mustNotPair: ["Ink on Paper"],
            lowConfidence: ["Ink on Paper"]),
        ConstructExample(
            name: "a custom class that draws nothing itself keeps its background",
            files: [
                "Card.swift": """
                import UIKit
                final class CardView: UIView {
                    override func awakeFromNib() { super.awakeFromNib(); layer.cornerRadius = 8 }
                }
                """,
                "A.xib": Self.xib(customClass: "CardView"),
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a class that overrides layoutSubviews() to lay out and re-apply its colors keeps its background; one that adds a layer there may paint over it",
            files: [
                "AppView.swift": """
                import UIKit
                class AppView: UIView {
                    override init(frame: CGRect) { super.init(frame: frame); configureColors() }
                    required init?(coder: NSCoder) { fatalError() }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        configureColors()
                    }
                    func configureColors() {}
                }
                final class BannerView: AppView {
                    private let title = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        title.text = "Saved"
                        addSubview(title)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        title.frame = bounds.insetBy(dx: 16, dy: 8)
                    }
                    override func configureColors() {
                        super.configureColors()
                        backgroundColor = UIColor(named: "Paper")
                        title.textColor = UIColor(named: "Ink")
                    }
                }
                final class RibbonView: UIView {
                    private let title = UILabel()
                    private let shine = CAShapeLayer()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "CardBackground")
                        title.text = "New"
                        title.textColor = UIColor(named: "Muted")
                        addSubview(title)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        shine.path = UIBezierPath(rect: bounds).cgPath
                        layer.insertSublayer(shine, at: 0)
                    }
                }
                """
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on CardBackground"],
            lowConfidence: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a blur added before a label to the same view may be under it: the dim behind both is a pair at low confidence only",
            files: [
                "LoadingView.swift": """
                import UIKit
                final class LoadingView: UIView {
                    let titleLabel = UILabel()
                    private let effectView: UIView = {
                        let this = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
                        this.layer.cornerRadius = 20
                        return this
                    }()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")?.withAlphaComponent(0.2)
                        titleLabel.text = "Loading"
                        titleLabel.textColor = UIColor(named: "Muted")
                        [effectView, titleLabel].forEach { addSubview($0) }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """
            ],
            mustNotPair: ["Muted on Paper.opacity(0.2)"],
            lowConfidence: ["Muted on Paper.opacity(0.2)"]),
        ConstructExample(
            name: "a custom class whose superclass adds a gradient layer",
            files: [
                "Gradient.swift": """
                import UIKit
                class GradientView: UIView {
                    let gradient = CAGradientLayer()
                }
                final class HeaderView: GradientView {}
                """,
                "A.xib": Self.xib(customClass: "HeaderView"),
            ],
            mustNotPair: ["Ink on Paper"],
            lowConfidence: ["Ink on Paper"]),
        ConstructExample(
            name: "a label color set in a storyboard and replaced in viewDidLoad",
            files: [
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        nameLabel.textColor = UIColor(named: "Muted")
                    }
                }
                """,
                "Main.storyboard": Self.storyboard(controller: "ProfileViewController"),
            ],
            mustPair: ["Muted on Paper"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a controller's view background set in a storyboard and replaced in code",
            files: [
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "CardBackground")
                    }
                }
                """,
                "Main.storyboard": Self.storyboard(controller: "ProfileViewController"),
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a controller's view background set in its base class's viewDidLoad replaces the storyboard's",
            files: [
                "Base.swift": Self.themedBase,
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: ThemedViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                }
                """,
                "Main.storyboard": Self.storyboard(controller: "ProfileViewController"),
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a base class's color is used only where the class's own code sets none",
            files: [
                "Base.swift": Self.themedBase,
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: ThemedViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "HeaderText")
                        nameLabel.textColor = UIColor(named: "Muted")
                    }
                }
                """,
                "Main.storyboard": Self.storyboard(controller: "ProfileViewController"),
            ],
            mustPair: ["Muted on HeaderText"],
            mustNotPair: ["Muted on CardBackground", "Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "a label of the app's subclass whose superclass sets its text color in init(coder:)",
            files: [
                "Labels.swift": """
                import UIKit
                class PrimaryLabel: UILabel {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        textColor = UIColor(named: "Muted")
                    }
                }
                final class TitleLabel: PrimaryLabel {}
                """,
                "Main.storyboard": Self.storyboard(controller: "ProfileViewController").replacingOccurrences(
                    of: "<label id=\"a\">", with: "<label id=\"a\" customClass=\"TitleLabel\">"),
            ],
            mustPair: ["Muted on Paper"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a view added in code over the root view its controller's base class fills",
            files: [
                "Base.swift": """
                import UIKit
                class ThemedViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "CardBackground")
                    }
                }
                final class HomeViewController: ThemedViewController {
                    let titleLabel = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.textColor = UIColor(named: "Ink")
                        view.addSubview(titleLabel)
                    }
                }
                """
            ],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on systemBackground"]),
        ConstructExample(
            name: "a color set in a storyboard and replaced per state in code keeps both code colors",
            files: [
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                    var isActive = false
                    func update() {
                        if isActive {
                            nameLabel.textColor = UIColor(named: "HeaderText")
                        } else {
                            nameLabel.textColor = UIColor(named: "Muted")
                        }
                    }
                }
                """,
                "Main.storyboard": Self.storyboard(controller: "ProfileViewController"),
            ],
            mustPair: ["HeaderText on Paper", "Muted on Paper"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a cell of a grouped table is drawn on the cell's own background, not the table's",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <tableViewController id="c">
                      <tableView key="view" style="insetGrouped" id="t">
                        <color key="backgroundColor" name="Paper"/>
                        <prototypes>
                          <tableViewCell id="cell">
                            <tableViewCellContentView key="contentView" id="cv">
                              <subviews>
                                <label id="a"><color key="textColor" name="Ink"/></label>
                              </subviews>
                            </tableViewCellContentView>
                          </tableViewCell>
                        </prototypes>
                      </tableView>
                    </tableViewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            mustPair: ["Ink on secondarySystemGroupedBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a XIB cell whose background a data source sets on the dequeued cell",
            files: [
                "ItemCell.swift": """
                import UIKit
                final class ItemCell: UITableViewCell {
                    @IBOutlet weak var titleLabel: UILabel!
                }
                final class ItemsDataSource: NSObject, UITableViewDataSource {
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "item") as? ItemCell else { return UITableViewCell() }
                        cell.backgroundColor = UIColor(named: "Paper")
                        return cell
                    }
                }
                """,
                "ItemCell.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <tableViewCell id="cell" customClass="ItemCell">
                      <tableViewCellContentView key="contentView" id="cv">
                        <subviews>
                          <label id="a"><color key="textColor" name="Ink"/></label>
                        </subviews>
                      </tableViewCellContentView>
                      <connections><outlet property="titleLabel" destination="a" id="o"/></connections>
                    </tableViewCell>
                  </objects>
                </document>
                """,
                "Other.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                  <objects>
                    <tableViewCell id="cell2">
                      <tableViewCellContentView key="contentView" id="cv2">
                        <subviews>
                          <label id="b"><color key="textColor" name="Muted"/></label>
                        </subviews>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </objects>
                </document>
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on systemBackground", "Muted on systemBackground"],
            lowConfidence: ["Muted on systemBackground"]),
        ConstructExample(
            name: "an empty label no code reaches draws nothing; one an outlet reaches is filled in code",
            files: [
                "Profile.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                }
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="ProfileViewController">
                      <view key="view" id="v">
                        <subviews>
                          <label id="a" text=""><color key="textColor" name="Ink"/></label>
                          <label id="b" text=""><color key="textColor" name="Muted"/></label>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                      <connections><outlet property="nameLabel" destination="a" id="o1"/></connections>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a storyboard segmented control's selected title color (a runtime attribute) is drawn on the selected segment's tint",
            files: [
                "Segmented.swift": """
                import UIKit
                @IBDesignable final class Segmented: UISegmentedControl {
                    @IBInspectable var selectedTitleColor: UIColor? {
                        didSet { setTitleTextAttributes([.foregroundColor: selectedTitleColor as Any], for: .selected) }
                    }
                }
                """,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                          <segmentedControl opaque="NO" selectedSegmentIndex="0" id="seg" customClass="Segmented" customModule="App" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                            <segments><segment title="Mine"/><segment title="Saved"/></segments>
                            <color key="selectedSegmentTintColor" name="HeaderText"/>
                            <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="color" keyPath="selectedTitleColor">
                                <color key="value" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                              </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                          </segmentedControl>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
            ],
            mustPair: ["#FFFFFF on HeaderText", "HeaderText on Paper"],
            mustNotPair: ["#FFFFFF on Paper"]),
        ConstructExample(
            name: "a storyboard button's symbol recorded as an image reference is drawn in its tint",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="mark">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                            <color key="tintColor" name="HeaderText"/>
                            <state key="normal">
                              <color key="titleColor" name="HeaderText"/>
                              <imageReference key="image" image="bookmark" catalog="system" symbolScale="large"/>
                            </state>
                          </button>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            mustPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a clear view laid over a stack lies on the stack's filled view under it, not on the screen",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                          <stackView opaque="NO" axis="vertical" id="stack">
                            <rect key="frame" x="20" y="92" width="350" height="708"/>
                            <subviews>
                              <imageView clipsSubviews="YES" contentMode="scaleAspectFill" id="photo">
                                <rect key="frame" x="0.0" y="0.0" width="350" height="350"/>
                                <color key="backgroundColor" name="CardBackground"/>
                              </imageView>
                              <label opaque="NO" text="Details" id="details">
                                <rect key="frame" x="0.0" y="370" width="350" height="40"/>
                                <color key="textColor" name="Ink"/>
                              </label>
                            </subviews>
                          </stackView>
                          <view contentMode="scaleToFill" id="overlay">
                            <rect key="frame" x="20" y="92" width="350" height="350"/>
                            <subviews>
                              <imageView contentMode="scaleAspectFit" image="magnifyingglass" catalog="system" id="glass">
                                <rect key="frame" x="110" y="110" width="130" height="130"/>
                                <color key="tintColor" name="Muted"/>
                              </imageView>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                          </view>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            // (Found by the frames the document records, which layout may change: medium.)
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"],
            mediumConfidence: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a label of color emoji only and a button with an image and no title draw nothing in their text colors",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c" customClass="RunsViewController" customModule="App" customModuleProvider="target">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                          <label opaque="NO" text="🏃🏻 🐎" id="runner">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                            <color key="textColor" name="Accent"/>
                          </label>
                          <label opaque="NO" text="Pace 🐎" id="pace">
                            <rect key="frame" x="0.0" y="40" width="100" height="30"/>
                            <color key="textColor" name="Ink"/>
                          </label>
                          <button opaque="NO" contentMode="scaleToFill" id="next">
                            <rect key="frame" x="0.0" y="80" width="32" height="32"/>
                            <state key="normal" image="arrow">
                              <color key="titleColor" name="HeaderText"/>
                            </state>
                          </button>
                          <button opaque="NO" contentMode="scaleToFill" id="sort">
                            <rect key="frame" x="0.0" y="160" width="32" height="32"/>
                            <state key="normal" image="arrow">
                              <color key="titleColor" name="AccentColor"/>
                            </state>
                          </button>
                          <button opaque="NO" contentMode="scaleToFill" id="done">
                            <rect key="frame" x="0.0" y="120" width="100" height="32"/>
                            <state key="normal" title="Done">
                              <color key="titleColor" name="Muted"/>
                            </state>
                          </button>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                      <connections>
                        <outlet property="sortButton" destination="sort" id="o1"/>
                        <outlet property="nextButton" destination="next" id="o2"/>
                      </connections>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """,
                "Runs.swift": """
                import UIKit
                final class RunsViewController: UIViewController {
                    @IBOutlet var sortButton: UIButton!
                    @IBOutlet var nextButton: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        sortButton.setTitle("Newest", for: .normal)
                    }
                }
                """,
                "Cheer.swift": """
                import SwiftUI
                struct Cheer: View {
                    var body: some View {
                        VStack {
                            Text("🎉").foregroundColor(Color("CardBackground"))
                        }
                        .background(Color("Paper"))
                    }
                }
                """,
            ],
            // (One the code gives a title draws it; an outlet alone gives none.)
            mustPair: ["Ink on Paper", "Muted on Paper", "AccentColor on Paper"],
            mustNotPair: ["Accent on Paper", "HeaderText on Paper", "CardBackground on Paper"]),
        ConstructExample(
            name: "a storyboard text field with no text color draws what is typed in label, and its placeholder in placeholderText",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                          <textField opaque="NO" contentMode="scaleToFill" borderStyle="line" placeholder="Minutes" id="minutes">
                            <rect key="frame" x="16" y="100" width="288" height="34"/>
                            <color key="backgroundColor" name="CardBackground"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                          </textField>
                          <textField opaque="NO" contentMode="scaleToFill" borderStyle="line" id="name">
                            <rect key="frame" x="16" y="150" width="288" height="34"/>
                            <color key="textColor" name="Ink"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                          </textField>
                          <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="code">
                            <rect key="frame" x="16" y="200" width="288" height="34"/>
                            <color key="textColor" name="Muted"/>
                            <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="color" keyPath="layer.borderUIColor">
                                <color key="value" name="HeaderText"/>
                              </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                          </textField>
                        </subviews>
                        <color key="backgroundColor" name="Paper"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            // A rounded-border field with no color of its own draws the system's fill under its
            // text; its border lies on what is around it.
            mustPair: ["label on CardBackground", "placeholderText on CardBackground", "Ink on Paper", "HeaderText on Paper"],
            mustNotPair: ["label on Paper", "placeholderText on Paper", "Muted on Paper"],
            lowConfidence: ["Muted on Paper"]),
        ConstructExample(
            name: "a toolbar's items draw their titles and icons in their tint over the bar's tint",
            files: [
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="c">
                      <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                          <toolbar opaque="NO" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="16" y="388" width="288" height="44"/>
                            <items>
                              <barButtonItem title="Done" id="done">
                                <color key="tintColor" name="Paper"/>
                              </barButtonItem>
                              <barButtonItem systemItem="add" id="add">
                                <color key="tintColor" name="Accent"/>
                              </barButtonItem>
                            </items>
                            <color key="barTintColor" name="Ink"/>
                          </toolbar>
                        </subviews>
                        <color key="backgroundColor" name="CardBackground"/>
                      </view>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            mustPair: ["Paper on Ink", "Accent on Ink"],
            mustNotPair: ["Paper on CardBackground", "Accent on CardBackground"]),
    ]

    /// A storyboard scene of `controller` whose view is Paper, holding an Ink label that is
    /// the controller's `nameLabel` outlet.
    static func storyboard(controller: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="s"><objects>
            <viewController id="c" customClass="\(controller)" customModule="App" customModuleProvider="target">
              <view key="view" contentMode="scaleToFill" id="v">
                <subviews>
                  <label id="a"><color key="textColor" name="Ink"/></label>
                </subviews>
                <color key="backgroundColor" name="Paper"/>
              </view>
              <connections>
                <outlet property="nameLabel" destination="a" id="o1"/>
              </connections>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
    }

    /// A base controller that fills its view with CardBackground when it loads.
    static let themedBase = """
        import UIKit
        class ThemedViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor(named: "CardBackground")
            }
        }
        """

    /// A XIB with a view of `customClass` whose background is Paper, holding an Ink label.
    static func xib(customClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <view id="v" customClass="\(customClass)">
              <subviews>
                <label id="a"><color key="textColor" name="Ink"/></label>
              </subviews>
              <color key="backgroundColor" name="Paper"/>
            </view>
          </objects>
        </document>
        """
    }


    /// Colors code computes: names built from an enum's cases or a flag, values chosen by a
    /// `switch` or an `if` (paired case by case, state by state), colors chosen per appearance
    /// in a trait closure or an app's own `init(light:dark:)`, a helper's parameters.
    static let computed: [ConstructExample] = [
        ConstructExample(
            name: "inside if a state, a color chosen for the other state is never seen",
            files: ["V.swift": """
                import SwiftUI
                struct Row: View {
                    let isOn: Bool
                    var body: some View {
                        VStack {
                            if isOn {
                                Text("On").foregroundColor(isOn ? Color("Ink") : Color("Muted"))
                            }
                        }
                        .background(Color("Paper"))
                    }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a ?? fallback for a color read at run time is drawn only where that color is missing: at medium confidence",
            files: ["V.swift": """
                import SwiftUI
                import UIKit
                struct Tag { let name: String; let color: Color? }
                struct TagList: View {
                    let tags: [Tag]
                    var body: some View {
                        ForEach(tags, id: \\.name) { tag in
                            Text(tag.name).foregroundColor(Color("Paper")).background(tag.color ?? Color("Muted"))
                        }
                    }
                }
                final class TagCell: UITableViewCell {
                    var tag: Tag?
                    func configure(_ color: UIColor?) {
                        contentView.backgroundColor = color ?? UIColor(named: "CardBackground")
                        textLabel?.textColor = UIColor(named: "Ink")
                    }
                }
                """],
            mediumConfidence: ["Paper on Muted", "Ink on CardBackground"]),
        ConstructExample(
            name: "a ?? fallback for an optional property nothing gives a value is drawn for sure",
            files: ["V.swift": """
                import SwiftUI
                struct Tinted: ViewModifier {
                    var color: Binding<Color>?
                    func body(content: Content) -> some View { content.foregroundColor(color?.wrappedValue ?? Color("Ink")) }
                }
                extension View {
                    func tinted(color: Binding<Color>? = nil) -> some View { modifier(Tinted(color: color)) }
                }
                struct Feed: View {
                    var body: some View {
                        Text("Request").modifier(Tinted()).background(Color("Paper"))
                        Text("Reply").tinted().background(Color("CardBackground"))
                    }
                }
                """],
            highConfidence: ["Ink on Paper", "Ink on CardBackground"]),
        ConstructExample(
            name: "what an if draws is seen in its state: it pairs only with the fills chosen by the same state, through a view's function called with the tested value, inside another if",
            files: ["V.swift": """
                import SwiftUI
                struct Item { let total: Int; let isDone: Bool }
                struct ChartView: View {
                    let items: [Item]
                    @State var isLoading = false
                    var body: some View {
                        if isLoading {
                            ProgressView()
                        } else {
                            chart
                        }
                    }
                    var chart: some View {
                        VStack {
                            ForEach(items.indices, id: \\.self) { index in
                                let item = items[index]
                                if item.total > 0 {
                                    annotation(servings: item.total)
                                }
                                if item.isDone {
                                    Text("Done").foregroundColor(Color("HeaderText"))
                                } else {
                                    Text("Open").foregroundColor(Color("Accent"))
                                }
                            }
                        }
                        .background(items.first?.isDone == true ? Color("CardBackground") : Color("Paper"))
                    }
                    private func annotation(servings: Int) -> some View {
                        Text("\\(servings)")
                            .foregroundColor(Color("Ink"))
                            .background(servings > 0 ? Color("Paper") : Color("Muted"))
                    }
                }
                """],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground", "HeaderText on Paper", "Accent on CardBackground", "Accent on Paper"],
            mustNotPair: ["Ink on Muted"]),
        ConstructExample(
            name: "a stored color's default that every initializer replaces with a parameter is what the calls pass",
            files: ["V.swift": """
                import UIKit
                final class AlertItem: NSObject {
                    var headerColor: UIColor = .darkGray
                    init(title: String, headerColor: UIColor = .darkGray) {
                        self.headerColor = headerColor
                        super.init()
                    }
                }
                final class AlertView: UIView {
                    let headerLabel = UILabel()
                    func configure(item: Any) {
                        backgroundColor = UIColor(named: "Paper")
                        if let data = item as? AlertItem {
                            headerLabel.textColor = data.headerColor
                        }
                        addSubview(headerLabel)
                    }
                }
                final class HomeController: UIViewController {
                    let alert = AlertView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(alert)
                        alert.configure(item: AlertItem(title: "Done", headerColor: UIColor(named: "Accent")!))
                        alert.configure(item: AlertItem(title: "Saved", headerColor: UIColor(named: "Ink")!))
                    }
                }
                """],
            mustPair: ["Accent on Paper", "Ink on Paper"],
            mustNotPair: ["darkGray on Paper"]),
        ConstructExample(
            name: "two computed colors chosen by the same ordering (streak < oneWeek) pair branch to branch",
            files: ["V.swift": """
                import SwiftUI
                struct StreakView: View {
                    var streak = 0
                    private let oneWeek = 7
                    private let twoWeeks = 14
                    private var backgroundColor: Color {
                        if streak < oneWeek {
                            return Color("Bronze")
                        } else if streak < twoWeeks {
                            return Color("Silver")
                        } else {
                            return Color("Gold")
                        }
                    }
                    private var textColor: Color {
                        if oneWeek > streak { return Color.white } else { return Color.black }
                    }
                    private var badgeColor: Color { streak >= oneWeek ? Color("Ink") : Color("Muted") }
                    var body: some View {
                        VStack {
                            Text("a").foregroundStyle(textColor)
                            Text("b").foregroundStyle(badgeColor)
                        }
                        .background(RoundedRectangle(cornerRadius: 3).fill(backgroundColor))
                    }
                }
                """],
            mustPair: ["white on Bronze", "black on Silver", "black on Gold", "Muted on Bronze", "Ink on Silver", "Ink on Gold"],
            mustNotPair: ["black on Bronze", "white on Silver", "white on Gold", "Ink on Bronze", "Muted on Silver", "Muted on Gold"],
            catalog: ["Bronze", "Silver", "Gold"]),
        ConstructExample(
            name: "a local declared without a value and set in each branch of the switch or if that follows",
            files: ["DayCell.swift": """
                import UIKit
                final class DayCell: UICollectionViewCell {
                    private let number = UILabel()
                    private let mark = UIImageView()
                    func apply(weekday: Int, inMonth: Bool, done: Bool) {
                        contentView.addSubview(number)
                        contentView.addSubview(mark)
                        contentView.backgroundColor = UIColor(named: "Paper")
                        let color: UIColor?
                        switch weekday {
                        case 1:
                            color = UIColor(named: "Accent")
                        case 7:
                            color = UIColor(named: "HeaderText")
                        default:
                            color = UIColor(named: "Ink")
                        }
                        number.textColor = inMonth ? color : UIColor(named: "Muted")
                        var tint: UIColor
                        if done {
                            tint = .systemGreen
                        } else {
                            tint = .systemGray
                        }
                        mark.tintColor = tint
                    }
                }
                """],
            mustPair: ["Accent on Paper", "HeaderText on Paper", "Ink on Paper", "Muted on Paper", "systemGreen on Paper", "systemGray on Paper"]),
        ConstructExample(
            name: "a fill chosen by a || of states is chosen in its else branch only where each state has its value there",
            files: ["Row.swift": """
                import SwiftUI
                struct HabitRow: View {
                    let isChecked: Bool
                    let isValid: Bool
                    var body: some View {
                        HStack { Text("Run") }
                            .background(RoundedRectangle(cornerRadius: 16).fill(isChecked || !isValid ? Color("Paper") : Color("CardBackground")))
                            .foregroundStyle(isValid ? Color("Ink") : Color("Accent"))
                    }
                }
                """],
            mustPair: ["Accent on Paper", "Ink on Paper", "Ink on CardBackground"],
            mustNotPair: ["Accent on CardBackground"]),
        ConstructExample(
            name: "a state compared with a Boolean literal is the same state as the bare one",
            files: ["Tabs.swift": """
                import SwiftUI
                struct Tabs: View {
                    @State private var showsSteps = false
                    var body: some View {
                        HStack {
                            Button { showsSteps = false } label: {
                                Text("Ingredients").foregroundColor(showsSteps == true ? Color("Accent") : Color("Ink"))
                            }
                            .background(showsSteps == true ? Color("Paper") : Color("Accent"))
                            Button { showsSteps = true } label: {
                                Text("Steps").foregroundColor(showsSteps ? Color("Ink") : Color("Accent"))
                            }
                            .background(showsSteps != false ? Color("Accent") : Color("Paper"))
                        }
                    }
                }
                """],
            mustPair: ["Accent on Paper", "Ink on Accent"],
            mustNotPair: ["Accent on Accent", "Ink on Paper"]),
        ConstructExample(
            name: "two methods of one enum value switching on self pair case by case",
            files: ["Theme.swift": """
                import SwiftUI
                enum Theme: String, CaseIterable {
                    case plain, night
                    func textColor(with scheme: ColorScheme) -> Color {
                        switch self {
                        case .plain: return Color("Ink")
                        case .night: return Color("Paper")
                        }
                    }
                    func cardColor(with scheme: ColorScheme) -> Color {
                        switch self {
                        case .plain: return Color("CardBackground")
                        case .night: return Color("HeaderText")
                        }
                    }
                }
                struct Card: View {
                    @AppStorage("theme") private var theme: Theme = .plain
                    @Environment(\\.colorScheme) private var scheme
                    var body: some View {
                        VStack {
                            Text("Choose").foregroundStyle(theme.textColor(with: scheme))
                            Picker()
                        }
                        .background(theme.cardColor(with: scheme))
                    }
                }
                struct Picker: View {
                    @AppStorage("theme") private var theme: Theme = .plain
                    @Environment(\\.colorScheme) private var scheme
                    var body: some View {
                        Text("Option").foregroundStyle(theme.textColor(with: scheme))
                    }
                }
                """],
            mustPair: ["Ink on CardBackground", "Paper on HeaderText"],
            mustNotPair: ["Ink on HeaderText", "Paper on CardBackground"]),
        ConstructExample(
            name: "a stored property the type's own code sets is each value it is set to, not only its default",
            files: [
                "Genre.swift": """
                import UIKit
                enum Genre {
                    case comedy, drama
                    var color: UIColor? {
                        switch self {
                        case .comedy: return UIColor(named: "Ink")
                        case .drama: return UIColor(named: "Muted")
                        }
                    }
                }
                """,
                "GenreCell.swift": """
                import UIKit
                final class GenreCell: UICollectionViewCell {
                    private var color = UIColor(named: "HeaderText")
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.backgroundColor = UIColor(named: "Paper")
                        contentView.addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(genre: Genre) {
                        color = genre.color
                        label.textColor = color
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on Paper"],
            mustNotPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a member of a value of unknown type is not the same-named property of the type the code is in",
            files: ["GenreCell.swift": """
                import UIKit
                final class GenreCell: UICollectionViewCell {
                    private var color = UIColor(named: "HeaderText")
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        contentView.backgroundColor = UIColor(named: "Paper")
                        contentView.addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(genre: String) {
                        guard let association = Genres.association(of: genre) else { return }
                        label.textColor = association.color
                    }
                }
                """],
            mustNotPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a stored property set to a value that cannot be read is not read as its default",
            files: ["Badge.swift": """
                import UIKit
                final class Badge: UIView {
                    private var tint = UIColor(named: "HeaderText")
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "Paper")
                        addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(with model: BadgeModel) {
                        tint = model.serverColor
                        label.textColor = tint
                    }
                }
                """],
            mustNotPair: ["HeaderText on Paper"]),
        ConstructExample(
            name: "a name built from a setting read at run time is each catalog name of its shape, chosen together with the others built from it",
            files: [
                "Colors.swift": """
                import UIKit
                final class Settings {
                    static let shared = Settings()
                    func themeName() -> String { UserDefaults.standard.string(forKey: "theme") ?? "black" }
                }
                extension UIColor {
                    static var themeFill: UIColor { fill(for: Settings.shared.themeName()) }
                    static var themeText: UIColor { UIColor(named: "\\(Settings.shared.themeName())_text") ?? .white }
                    static func fill(for name: String) -> UIColor { UIColor(named: "\\(name)_fill") ?? .black }
                }
                """,
                "Badge.swift": """
                import UIKit
                final class Badge: UIView {
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = .themeFill
                        label.textColor = .themeText
                        addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            ],
            mustPair: ["red_text on red_fill", "blue_text on blue_fill", "white on black"],
            mustNotPair: ["red_text on blue_fill", "blue_text on red_fill", "white on red_fill", "red_text on black", "dark_gray_text on black"],
            catalog: ["red_text", "red_fill", "blue_text", "blue_fill", "dark_gray_text"]),
        ConstructExample(
            name: "a foreground and a background chosen by one compound condition pair branch by branch",
            files: ["V.swift": """
                import SwiftUI
                struct Chip: View {
                    var isDouble: Bool
                    var hasOffset: Bool
                    var body: some View {
                        Text("2×")
                            .foregroundColor((isDouble || hasOffset) ? .white : Color("Muted"))
                            .background((isDouble || hasOffset) ? Color("HeaderText") : Color("Paper"))
                    }
                }
                """],
            mustPair: ["white on HeaderText", "Muted on Paper"],
            mustNotPair: ["Muted on HeaderText", "white on Paper"]),
        ConstructExample(
            name: "a color of a type nested in an extension, made by a private function given the name",
            files: [
                "Colors.swift": """
                import UIKit
                internal extension UIColor {
                    static private func setupColor(_ named: String) -> UIColor {
                        return UIColor(named: named) ?? UIColor.blue
                    }
                    struct app {
                        static let ink = setupColor("Ink")
                        static let paper = setupColor("Paper")
                    }
                }
                """,
                "V.swift": """
                import UIKit
                class V: UIViewController {
                    let label = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor.app.paper
                        label.textColor = .app.ink
                        view.addSubview(label)
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "local variables a switch reassigns are each case's values, paired case by case",
            files: [
                "V.swift": """
                import SwiftUI
                enum Theme: String {
                    case system, dark, custom, light
                    var colors: ThemeColors {
                        var foreground = Color("Ink")
                        var background = Color("Paper")
                        switch self {
                        case .light:
                            return ThemeColors(foreground: Color("CardBackground"), background: Color("HeaderText"))
                        case .dark:
                            foreground = Color("Muted")
                            background = Color("CardBackground")
                        case .custom:
                            foreground = Color("HeaderText")
                        default:
                            break
                        }
                        return ThemeColors(foreground: foreground, background: background)
                    }
                }
                struct ThemeColors {
                    var foreground: Color
                    var background: Color
                }
                final class Preferences: ObservableObject {
                    static let shared = Preferences()
                    @AppStorage("theme") var theme: Theme = .system
                }
                struct V: View {
                    @StateObject var preferences = Preferences.shared
                    var body: some View {
                        Caption().background(preferences.theme.colors.background)
                    }
                }
                // The foreground read through another expression than the background: still
                // one theme's over that theme's.
                struct Caption: View {
                    @StateObject var preferences = Preferences.shared
                    var colors: ThemeColors { preferences.theme.colors }
                    var body: some View { Text("x").foregroundStyle(colors.foreground) }
                }
                """
            ],
            mustPair: ["Ink on Paper", "Muted on CardBackground", "HeaderText on Paper"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper", "HeaderText on CardBackground", "Ink on HeaderText", "Muted on HeaderText"]),
        ConstructExample(
            name: "a view's enum-typed property is what its initializer is given at the call sites, not every case; the content it is handed is drawn where its body places it",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                struct Home: View {
                    var body: some View {
                        VStack {
                            Sheet(background: .card) { Text("x").foregroundColor(Color(.header)) }
                            Sheet { Text("y") }
                        }
                    }
                }
                """,
                "Sheet.swift": """
                import SwiftUI
                enum Asset: String { case ink = "Ink", paper = "Paper", muted = "Muted", card = "CardBackground", header = "HeaderText" }
                extension Color {
                    init(_ asset: Asset) { self.init(asset.rawValue) }
                }
                struct Sheet<Content: View>: View {
                    let background: Asset
                    let content: Content
                    init(background: Asset = .paper, @ViewBuilder content: () -> Content) {
                        self.background = background
                        self.content = content()
                    }
                    var body: some View {
                        VStack { Capsule().fill(Color(.ink)); content }.background(Color(background))
                    }
                }
                """,
            ],
            mustPair: ["Ink on CardBackground", "Ink on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["Ink on Muted", "Ink on HeaderText", "HeaderText on Muted"]),
        ConstructExample(
            name: "a view's enum-typed property set by a modifier-style method is its default and what the method is given",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                struct Home: View {
                    var body: some View {
                        VStack {
                            PrimaryButton("Save") {}
                            PrimaryButton("Delete") {}.buttonBackground(.headline)
                        }
                    }
                }
                """,
                "Button.swift": """
                import SwiftUI
                import UIKit
                enum ColorAsset: String { case primary = "Ink", page = "Paper", faint = "Muted", cardFill = "CardBackground", headline = "HeaderText" }
                extension UIColor {
                    convenience init(_ asset: ColorAsset) { self.init(named: asset.rawValue)! }
                }
                extension Color {
                    init(_ asset: ColorAsset) { self.init(UIColor(asset)) }
                }
                typealias PrimaryButton = BasicButton<Never>
                struct BasicButton<Label>: View where Label: View {
                    private let label: Label?
                    private let title: String?
                    private let action: () -> Void
                    private var background: ColorAsset = .primary
                    private var foreground: ColorAsset = .page
                    init(_ title: String, action: @escaping () -> Void) { self.title = title; self.action = action; self.label = nil }
                    var body: some View {
                        Button(action: action, label: {
                            if label != nil { label } else {
                                Text(title ?? "").foregroundColor(Color(foreground))
                                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(background)))
                            }
                        })
                    }
                }
                extension BasicButton where Label == Never {
                    func buttonBackground(_ color: ColorAsset) -> PrimaryButton {
                        var button = self
                        button.background = color
                        return button
                    }
                }
                """,
            ],
            mustPair: ["Paper on Ink", "Paper on HeaderText"],
            mustNotPair: ["Paper on Muted", "Paper on CardBackground", "Paper on Paper", "Ink on Ink", "Muted on Ink", "HeaderText on Ink"]),
        ConstructExample(
            name: "a name built from an enum's raw values gives the catalog names it can produce, case by case",
            files: ["V.swift": """
                import SwiftUI
                enum Tone: String { case primary = "Primary", secondary = "Secondary", ghost = "Ghost" }
                struct Badge: View {
                    let tone: Tone
                    var body: some View {
                        Text("a").foregroundColor(Color("\\(tone.rawValue)Text")).background(Color(tone.rawValue + "Background"))
                    }
                }
                """],
            mustPair: ["PrimaryText on PrimaryBackground", "SecondaryText on SecondaryBackground"],
            mustNotPair: ["PrimaryText on SecondaryBackground", "SecondaryText on PrimaryBackground"],
            catalog: ["PrimaryText", "PrimaryBackground", "SecondaryText", "SecondaryBackground"]),
        ConstructExample(
            name: "an enum's own colors from its raw value and case name",
            files: ["V.swift": """
                import SwiftUI
                enum Tone: String {
                    case primary = "Primary", secondary = "Secondary"
                    var text: Color { Color(rawValue + "Text") }
                    var fill: Color { Color("\\(self)Fill") }
                }
                struct Badge: View {
                    var body: some View { Text("a").foregroundColor(Tone.secondary.text).background(Tone.secondary.fill) }
                }
                """],
            mustPair: ["SecondaryText on secondaryFill"],
            mustNotPair: ["PrimaryText on secondaryFill", "PrimaryText on primaryFill"],
            catalog: ["PrimaryText", "SecondaryText", "primaryFill", "secondaryFill"]),
        ConstructExample(
            name: "a name from an enum value's switch-computed property, the value a local read from a model's property",
            files: [
                "Task.swift": """
                struct Task: Decodable {
                    enum Kind: String, Decodable, CaseIterable {
                        case sport, work
                        var tint: String {
                            switch self {
                            case .sport: return "PrimaryText"
                            case .work: return "SecondaryText"
                            }
                        }
                    }
                    let title: String
                    let kind: Kind
                }
                """,
                "Cell.swift": """
                import UIKit
                final class Cell: UICollectionViewCell {
                    private let icon = UIImageView()
                    func configure(with model: Task) {
                        let kind = model.kind
                        icon.tintColor = UIColor(named: kind.tint)
                        contentView.addSubview(icon)
                        contentView.backgroundColor = UIColor(named: "Paper")
                    }
                }
                final class Header: UIView {
                    private var task: Task?
                    func show(_ other: Task) {
                        task = other
                        backgroundColor = UIColor(named: "CardBackground")
                        let badge = UILabel()
                        addSubview(badge)
                        badge.textColor = UIColor(named: task?.kind.tint ?? "Ink")
                    }
                }
                final class Legend: UIView {
                    func build() {
                        backgroundColor = UIColor(named: "Muted")
                        for (index, kind) in Task.Kind.allCases.enumerated() {
                            let dot = UIImageView(image: UIImage(systemName: "circle.fill"))
                            dot.tag = index
                            dot.tintColor = UIColor(named: kind.tint)
                            addSubview(dot)
                        }
                    }
                }
                """,
            ],
            mustPair: [
                "PrimaryText on Paper", "SecondaryText on Paper", "PrimaryText on CardBackground", "SecondaryText on CardBackground",
                "PrimaryText on Muted", "SecondaryText on Muted",
            ],
            catalog: ["PrimaryText", "SecondaryText"]),
        ConstructExample(
            name: "a prefix chosen by a flag, through a helper's parameter",
            files: ["C.swift": """
                import UIKit
                final class C: UIViewController {
                    var highContrast = false
                    func color(_ name: String) -> UIColor { UIColor(named: (highContrast ? "Strong" : "") + name)! }
                    override func viewDidLoad() {
                        let label = UILabel()
                        view.addSubview(label)
                        label.textColor = color("Ink")
                        view.backgroundColor = UIColor(named: "Paper")
                    }
                }
                """],
            mustPair: ["Ink on Paper", "StrongInk on Paper"],
            catalog: ["StrongInk"]),
        ConstructExample(
            name: "a style enum's switch-computed colors pair case by case",
            files: [
                "BadgeStyle.swift": """
                import UIKit
                enum BadgeStyle {
                    case info, warning
                    var textColor: UIColor {
                        switch self {
                        case .info: return UIColor(named: "Ink")!
                        case .warning: return UIColor(named: "HeaderText")!
                        }
                    }
                    var backgroundColor: UIColor {
                        switch self {
                        case .info: UIColor(named: "Paper")!
                        case .warning: UIColor(named: "CardBackground")!
                        }
                    }
                }
                """,
                "Badge.swift": """
                import UIKit
                final class Badge: UIView {
                    let label = UILabel()
                    var style: BadgeStyle = .info
                    func apply() {
                        addSubview(label)
                        label.textColor = style.textColor
                        backgroundColor = style.backgroundColor
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "HeaderText on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "HeaderText on Paper"]),
        ConstructExample(
            name: "a case named where the style is used, directly or through a function's parameter",
            files: ["V.swift": """
                import SwiftUI
                enum Tone {
                    case calm, loud
                    var text: Color {
                        switch self {
                        case .calm: Color("Ink")
                        default: Color("HeaderText")
                        }
                    }
                }
                func fill(for tone: Tone) -> Color {
                    switch tone {
                    case .calm: return Color("Paper")
                    case .loud: return Color("CardBackground")
                    }
                }
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Tone.loud.text).background(fill(for: .loud)) }
                }
                """],
            mustPair: ["HeaderText on CardBackground"],
            mustNotPair: ["Ink on Paper", "Ink on CardBackground", "HeaderText on Paper"]),
        ConstructExample(
            name: "an if in a getter and a ternary chosen by the same state pair branch to branch",
            files: ["V.swift": """
                import SwiftUI
                struct Row: View {
                    let isSelected: Bool
                    var tint: Color {
                        if isSelected { return Color("Ink") } else { return Color("Muted") }
                    }
                    var body: some View {
                        Text("a").foregroundColor(tint).background(isSelected ? Color("Paper") : Color("CardBackground"))
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "a trait closure chooses a color per appearance",
            files: ["C.swift": """
                import UIKit
                extension UIColor {
                    static let adaptiveInk = UIColor { traits in
                        traits.userInterfaceStyle == .dark ? UIColor(named: "HeaderText")! : UIColor(named: "Ink")!
                    }
                }
                final class C: UIViewController {
                    override func viewDidLoad() {
                        let label = UILabel()
                        view.addSubview(label)
                        label.textColor = .adaptiveInk
                        view.backgroundColor = UIColor(named: "Paper")
                    }
                }
                """],
            mustPair: ["Ink on Paper", "HeaderText on Paper"]),
        ConstructExample(
            name: "an app's init(light:dark:), two helpers deep, from SwiftUI",
            files: [
                "Colors.swift": """
                import SwiftUI
                extension UIColor {
                    convenience init(light: UIColor, dark: UIColor) {
                        self.init { $0.userInterfaceStyle == .dark ? dark : light }
                    }
                }
                extension Color {
                    init(light: Color, dark: Color) {
                        self.init(UIColor(light: UIColor(light), dark: UIColor(dark)))
                    }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Text("a").foregroundColor(Color(light: Color("Ink"), dark: Color("Muted"))).background(Color("Paper"))
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "a dynamic-provider helper behind #available, and a switch over the interface style",
            files: ["C.swift": """
                import UIKit
                enum Palette {
                    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
                        if #available(iOS 13.0, *) {
                            return UIColor(dynamicProvider: { traits in
                                switch traits.userInterfaceStyle {
                                case .dark: return dark
                                default: return light
                                }
                            })
                        } else {
                            return light
                        }
                    }
                    static let surface = dynamic(light: UIColor(named: "Paper")!, dark: UIColor(named: "CardBackground")!)
                }
                final class C: UIViewController {
                    override func viewDidLoad() {
                        let label = UILabel()
                        view.addSubview(label)
                        label.textColor = UIColor(named: "Ink")
                        view.backgroundColor = Palette.surface
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Ink on CardBackground"]),
        ConstructExample(
            name: "a button style's background chosen by an if (an outline shows what is under it), read with the kind its call site gives",
            files: ["S.swift": """
                import SwiftUI
                struct WideStyle: ButtonStyle {
                    enum Kind {
                        case light, dark
                        var color: Color { switch self { case .light: return Color("Paper"); case .dark: return Color("CardBackground") } }
                        var text: Color { switch self { case .light: return Color("Ink"); case .dark: return Color("HeaderText") } }
                    }
                    let kind: Kind
                    @Environment(\\.isEnabled) private var isEnabled
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.label.foregroundColor(isEnabled ? kind.text : Color("Muted")) }
                            .background {
                                if isEnabled { shape().fill(kind.color) } else { shape().stroke(Color("Muted"), lineWidth: 1) }
                            }
                    }
                    private func shape() -> some Shape { RoundedRectangle(cornerRadius: 10) }
                }
                extension ButtonStyle where Self == WideStyle {
                    static func wide(kind: WideStyle.Kind) -> Self { WideStyle(kind: kind) }
                }
                struct V: View {
                    var body: some View { Button("Go") {}.buttonStyle(.wide(kind: .dark)).background(Color("Ink")) }
                }
                """],
            mustPair: ["HeaderText on CardBackground", "Muted on Ink"],
            // `.wide(kind: .dark)`: the light kind's pair is not drawn.
            mustNotPair: ["HeaderText on Ink", "Ink on CardBackground", "HeaderText on Paper", "Muted on CardBackground", "Ink on Paper"]),
        ConstructExample(
            name: "a member of a value whose type the code declares is that type's, not another type's of the same name",
            files: [
                "Models.swift": """
                import SwiftUI
                enum Status {
                    case open, closed
                    var backgroundColor: Color {
                        switch self {
                        case .open: return Color("CardBackground")
                        case .closed: return Color("Muted")
                        }
                    }
                }
                extension EditView {
                    final class ViewModel: ObservableObject {
                        var isWide = false
                        var backgroundColor: Color { isWide ? Color("Paper") : Color("Paper") }
                    }
                }
                """,
                "EditView.swift": """
                import SwiftUI
                struct EditView: View {
                    @StateObject var viewModel: EditView.ViewModel
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(viewModel.backgroundColor) }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Ink on CardBackground", "Ink on Muted"]),
        ConstructExample(
            name: "a button's configuration, set whole or through the button",
            files: ["C.swift": """
                import UIKit
                final class C: UIViewController {
                    let button = UIButton()
                    let other = UIButton(configuration: .plain())
                    override func viewDidLoad() {
                        view.addSubview(button)
                        view.addSubview(other)
                        view.backgroundColor = UIColor(named: "Paper")
                        var config = UIButton.Configuration.filled()
                        config.baseForegroundColor = UIColor(named: "Paper")
                        config.background.backgroundColor = UIColor(named: "Ink")
                        button.configuration = config
                        other.configuration?.baseForegroundColor = UIColor(named: "HeaderText")
                    }
                }
                """],
            mustPair: ["Paper on Ink", "HeaderText on Paper"],
            mustNotPair: ["Paper on Paper", "HeaderText on Ink"]),
        ConstructExample(
            name: "a modifier's theme is its default, or what the call gives it through the app's wrapper; a binding's color wins",
            files: [
                "Theme.swift": """
                import SwiftUI
                enum Theme: String {
                    case Plain, Card
                    var text: Color { Color("\\(rawValue)Text") }
                    var fill: Color { Color("\\(rawValue)Fill") }
                }
                struct Styled: ViewModifier {
                    var theme = Theme.Plain
                    var color: Binding<Color>?
                    func body(content: Content) -> some View { content.foregroundColor(color?.wrappedValue ?? theme.text) }
                }
                extension View {
                    func styled(theme: Theme = .Plain, color: Binding<Color>? = nil) -> some View {
                        modifier(Styled(theme: theme, color: color))
                    }
                }
                """,
                "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        VStack {
                            Text("a").modifier(Styled()).background(Theme.Plain.fill)
                            Text("b").styled(theme: .Card).background(Theme.Card.fill)
                            Text("c").styled(color: .constant(Color("Ink"))).background(Theme.Card.fill)
                        }
                    }
                }
                """,
            ],
            mustPair: ["PlainText on PlainFill", "CardText on CardFill", "Ink on CardFill"],
            mustNotPair: ["CardText on PlainFill", "PlainText on CardFill"],
            catalog: ["PlainText", "PlainFill", "CardText", "CardFill"]),
        ConstructExample(
            name: "a custom view's properties are what its call site gives",
            files: ["V.swift": """
                import SwiftUI
                enum Tone { case calm, loud
                    var fill: Color { switch self { case .calm: Color("Paper"); case .loud: Color("CardBackground") } }
                }
                struct Badge: View {
                    let tone: Tone
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(tone.fill) }
                }
                struct V: View {
                    var body: some View { Badge(tone: .loud) }
                }
                """],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "an empty Text with a background is a rule, not text",
            files: ["V.swift": """
                import SwiftUI
                struct Rule: View {
                    var body: some View { Text("").frame(height: 1).frame(maxWidth: .infinity).background(Color("Muted")) }
                }
                struct V: View {
                    var body: some View { VStack { Text("a").foregroundColor(Color("Ink")); Rule() }.background(Color("Paper")) }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["label on Muted"]),
        ConstructExample(
            name: "a state read through a property its call site gives is one state for the fill and the mark",
            files: ["V.swift": """
                import SwiftUI
                struct Item: Identifiable { let id: Int; var done: Bool }
                struct Row: View {
                    let item: Item
                    var body: some View {
                        ZStack {
                            Circle().fill(item.done ? Color("Ink") : .clear)
                            Image(systemName: "checkmark").foregroundColor(Color("Paper")).opacity(item.done ? 1 : 0)
                        }
                        .background(Color("CardBackground"))
                    }
                }
                struct V: View {
                    let items: [Item]
                    var body: some View { ForEach(items) { entry in Row(item: entry) } }
                }
                """],
            mustPair: ["Paper on Ink"],
            mustNotPair: ["Paper on CardBackground"]),
        ConstructExample(
            name: "a comparison chooses foreground and background, the background through a helper",
            files: ["V.swift": """
                import SwiftUI
                struct Picker: View {
                    @State var selected = 0
                    var body: some View {
                        ForEach(0..<3) { option in
                            Text("a")
                                .foregroundStyle(option == selected ? Color("Paper") : Color("Ink"))
                                .background(fill(for: option))
                        }
                        .background(Color("CardBackground"))
                    }
                    private func fill(for option: Int) -> Color {
                        option == selected ? Color("Muted") : Color.clear
                    }
                }
                """],
            mustPair: ["Paper on Muted", "Ink on CardBackground"],
            mustNotPair: ["Ink on Muted", "Paper on CardBackground"]),
        ConstructExample(
            name: "an AppKit appearance closure",
            files: ["C.swift": """
                import AppKit
                extension NSColor {
                    static let note = NSColor(name: nil) { appearance in
                        appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? NSColor(named: "Muted")! : NSColor(named: "Ink")!
                    }
                }
                final class C: NSViewController {
                    override func viewDidLoad() {
                        let field = NSTextField()
                        view.addSubview(field)
                        field.textColor = .note
                        field.backgroundColor = NSColor(named: "Paper")
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "a color function that binds the named color with guard let before returning it",
            files: ["V.swift": """
                import SwiftUI
                enum Tone: String { case ink = "Ink", muted = "Muted" }
                extension Color {
                    static func tone(_ tone: Tone) -> Color {
                        guard let color = UIColor(named: tone.rawValue) else { fatalError("missing \\(tone)") }
                        return Color(color)
                    }
                }
                struct V: View {
                    var body: some View { Text("a").foregroundColor(.tone(.ink)).background(Color("Paper")) }
                }
                """],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a view a guard's early exit returns is drawn",
            files: ["V.swift": """
                import SwiftUI
                struct Screen: View {
                    let error: Error?
                    var body: some View { content().background(Color("Paper")) }
                    func content() -> AnyView {
                        guard let error else { return AnyView(Text("Loaded").foregroundColor(Color("Ink"))) }
                        return AnyView(Text(error.localizedDescription).foregroundColor(Color("Muted")))
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on Paper"]),
        ConstructExample(
            name: "a view's style struct applied by a method, its colors given where the style is made, pair call by call",
            files: [
                "Item.swift": """
                import UIKit
                final class ItemView: UIView {
                    struct Style {
                        let titleColor: UIColor
                        let backgroundColor: UIColor
                    }
                    let titleLabel = UILabel()
                    func setUp() { addSubview(titleLabel) }
                    func apply(style: Style) {
                        titleLabel.textColor = style.titleColor
                        backgroundColor = style.backgroundColor
                    }
                }
                final class BadgeView: UIView {
                    struct Style { let titleColor: UIColor }
                    let titleLabel = UILabel()
                    func apply(style: Style) { titleLabel.textColor = style.titleColor }
                }
                """,
                "List.swift": """
                import UIKit
                final class ListController: UIViewController {
                    enum Constants {
                        static let itemStyle = ItemView.Style(titleColor: UIColor(named: "Ink")!, backgroundColor: UIColor(named: "Paper")!)
                        static let selectedStyle = ItemView.Style(titleColor: UIColor(named: "Muted")!, backgroundColor: UIColor(named: "CardBackground")!)
                        static let badgeStyle = BadgeView.Style(titleColor: UIColor(named: "HeaderText")!)
                    }
                    let item = ItemView()
                    let badge = BadgeView()
                    func update(selected: Bool) {
                        item.apply(style: selected ? Constants.selectedStyle : Constants.itemStyle)
                        badge.apply(style: Constants.badgeStyle)
                    }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper", "HeaderText on Paper", "HeaderText on CardBackground"]),
        ConstructExample(
            name: "a helper that colors the label it is given, called with the class's own labels",
            files: ["Profile.swift": """
                import UIKit
                enum Palette: String { case ink = "Ink", muted = "Muted" }
                final class ProfileViewController: UIViewController {
                    let nameLabel = UILabel()
                    let idLabel = UILabel()
                    let card = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        card.backgroundColor = UIColor(named: "Paper")
                        view.backgroundColor = UIColor(named: "CardBackground")
                        card.addSubview(nameLabel)
                        view.addSubview(idLabel)
                        configure(nameLabel, color: .ink)
                        configure(idLabel, color: .muted)
                    }
                    private func configure(_ label: UILabel, color: Palette) {
                        label.textColor = UIColor(named: color.rawValue)
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "colors set for one OS version pair with that version's, not with an older version's fallback",
            files: ["V.swift": """
                import UIKit
                final class CardViewController: UIViewController {
                    let label = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(label)
                        if #available(iOS 13.0, *) {
                            label.textColor = UIColor(named: "Ink")
                            view.backgroundColor = UIColor(named: "Paper")
                        } else {
                            label.textColor = UIColor(named: "Muted")
                            view.backgroundColor = UIColor(named: "CardBackground")
                        }
                    }
                }
                """],
            mustPair: ["Ink on Paper", "Muted on CardBackground"],
            mustNotPair: ["Ink on CardBackground", "Muted on Paper"]),
        ConstructExample(
            name: "a title built by the class's own helper over a layer background set in the same switch case",
            files: ["Day.swift": """
                import Cocoa
                extension NSColor { static let selection = NSColor(named: NSColor.Name("HeaderText"))! }
                enum DayState { case selected, today, plain }
                final class DayView: NSButton {
                    var viewState: DayState = .plain
                    func refresh() {
                        switch viewState {
                        case .selected:
                            layer?.backgroundColor = NSColor.selection.cgColor
                            attributedTitle = titled("1", color: NSColor(named: "Paper")!)
                        case .today:
                            layer?.backgroundColor = NSColor(named: "CardBackground")!.cgColor
                            attributedTitle = titled("1", color: NSColor(named: "Ink")!)
                        default:
                            layer?.backgroundColor = NSColor.clear.cgColor
                            attributedTitle = titled("1", color: NSColor(named: "Muted")!)
                        }
                    }
                    private func titled(_ text: String, color: NSColor) -> NSAttributedString {
                        NSAttributedString(string: text, attributes: [.kern: -0.15, .foregroundColor: color])
                    }
                }
                """],
            mustPair: ["Paper on HeaderText", "Ink on CardBackground"],
            mustNotPair: ["Paper on CardBackground", "Ink on HeaderText", "Muted on HeaderText", "Muted on CardBackground"],
            lowConfidence: ["Muted on windowBackgroundColor"]),
        ConstructExample(
            name: "a text color and a background set in the same branch of an if on a state pair together",
            files: ["Cell.swift": """
                import UIKit
                final class ChoiceCell: UITableViewCell {
                    let titleLabel = UILabel()
                    func configure(isChosen: Bool) {
                        contentView.addSubview(titleLabel)
                        if isChosen {
                            titleLabel.textColor = UIColor(named: "Paper")
                            contentView.backgroundColor = UIColor(named: "HeaderText")
                        } else {
                            titleLabel.textColor = UIColor(named: "Ink")
                            contentView.backgroundColor = UIColor(named: "CardBackground")
                        }
                    }
                }
                """],
            mustPair: ["Paper on HeaderText", "Ink on CardBackground"],
            mustNotPair: ["Paper on CardBackground", "Ink on HeaderText"]),
        ConstructExample(
            name: "a navigation bar appearance proxy's items over the background of the appearance it is given",
            files: ["AppDelegate.swift": """
                import UIKit
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let standard = UINavigationBarAppearance()
                        standard.backgroundColor = UIColor(named: "HeaderText")
                        UINavigationBar.appearance().standardAppearance = standard
                        UINavigationBar.appearance().tintColor = UIColor(named: "Paper")
                        return true
                    }
                }
                """],
            mustPair: ["Paper on HeaderText"]),
    ]

    /// Code in an enum's static functions (a namespace of setup code) is read like a class's.
    static let namespaces: [ConstructExample] = [
        ConstructExample(
            name: "UIColor.orange is UIKit's own orange though the catalog has an Orange",
            files: ["Form.swift": """
                import UIKit
                final class FormController: UIViewController {
                    let saveButton = UIButton(type: .system)
                    let badge = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(saveButton)
                        view.addSubview(badge)
                        saveButton.backgroundColor = UIColor.orange
                        saveButton.setTitleColor(.white, for: .normal)
                        badge.backgroundColor = UIColor(named: "Orange")
                        badge.textColor = UIColor(named: "Ink")
                    }
                }
                """],
            mustPair: ["white on orange", "Ink on Orange"],
            mustNotPair: ["white on Orange", "Ink on orange"],
            catalog: ["Orange"]),
        ConstructExample(
            name: "bar appearances set in an enum's static function the app delegate calls",
            files: ["AppDelegate.swift": """
                import UIKit
                enum Theme {
                    static func apply() {
                        let standard = UINavigationBarAppearance()
                        standard.configureWithOpaqueBackground()
                        standard.backgroundColor = UIColor(named: "HeaderText")
                        standard.titleTextAttributes = [.foregroundColor: UIColor(named: "Paper")!]
                        UINavigationBar.appearance().standardAppearance = standard
                        UINavigationBar.appearance().tintColor = UIColor(named: "Muted")
                    }
                }
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Theme.apply()
                        return true
                    }
                }
                """],
            mustPair: ["Paper on HeaderText", "Muted on HeaderText"]),
    ]

    /// An app that opens one scene of its `Main.storyboard` by identifier; its Info.plist's
    /// scene configuration holds `sceneSettings` too.
    static func storyboardApp(sceneSettings: String) -> [String: String] {
        [
            "AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class SettingsOpener {
                func open(from controller: UIViewController) {
                    let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "settings")
                    controller.present(UINavigationController(rootViewController: settings), animated: true)
                }
            }
            """,
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>UIApplicationSceneManifest</key>
              <dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneDelegateClassName</key><string>SceneDelegate</string>\(sceneSettings)
              </dict></array></dict></dict>
            </dict></plist>
            """,
            "Screens.swift": """
            import UIKit
            final class BrandNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(named: "Paper")
                    let banner = UILabel()
                    banner.textColor = UIColor(named: "Ink")
                    view.addSubview(banner)
                }
            }
            final class SettingsController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(named: "CardBackground")
                    let label = UILabel()
                    label.textColor = UIColor(named: "Muted")
                    view.addSubview(label)
                }
            }
            """,
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
              <scenes>
                <scene sceneID="a"><objects>
                  <navigationController id="nav" customClass="BrandNavigationController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="b"><objects>
                  <viewController storyboardIdentifier="settings" id="set" customClass="SettingsController" sceneMemberID="viewController"/>
                </objects></scene>
              </scenes>
            </document>
            """,
        ]
    }

    /// What is on screen: in an app's whole code (its `@main`), what nothing reachable uses
    /// draws nothing — a member of an extension of a system type included, which is used
    /// only where its name is.
    static let reachability: [ConstructExample] = [
        ConstructExample(
            name: "a storyboard the app does not start with, whose scenes code loads by identifier: its initial scene (and the class only it makes) is never shown",
            files: storyboardApp(sceneSettings: ""),
            mustPair: ["Muted on CardBackground"],
            mustNotPair: ["Ink on Paper"]),
        ConstructExample(
            name: "an Info.plist that is no property list leaves the start unknown: the initial scene is taken as shown",
            files: storyboardApp(sceneSettings: "<key>UISceneStoryboardFile</key><string>Main"),
            mustPair: ["Muted on CardBackground", "Ink on Paper"]),
        ConstructExample(
            name: "the storyboard a scene configuration starts with shows its initial scene",
            files: storyboardApp(sceneSettings: "<key>UISceneStoryboardFile</key><string>Main</string>"),
            mustPair: ["Muted on CardBackground", "Ink on Paper"]),
        ConstructExample(
            name: "a nested type named like a framework protocol, made only by a preview, is not reached by every some View",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { HomeView() } }
                }
                struct HomeView: View {
                    var body: some View { Text("Home").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                """,
                "Confirmation.swift": """
                import SwiftUI
                import UIKit
                final class ConfirmationViewController: UIViewController {}
                extension ConfirmationViewController {
                    final class Wrapper: UIViewController {
                        private let button = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.backgroundColor = UIColor(named: "CardBackground")
                            button.setTitleColor(UIColor(named: "Accent"), for: .normal)
                            view.addSubview(button)
                        }
                    }
                    struct View: UIViewControllerRepresentable {
                        func makeUIViewController(context: Context) -> some UIViewController { Wrapper() }
                        func updateUIViewController(_ controller: UIViewControllerType, context: Context) {}
                    }
                }
                struct Confirmation_Previews: PreviewProvider {
                    static var previews: some View { ConfirmationViewController.View() }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Accent on CardBackground"]),
        ConstructExample(
            name: "a view class whose static constant is read, and that nothing makes, draws nothing",
            files: ["V.swift": """
                import UIKit
                final class Tag: UIView {
                    static let height: CGFloat = 28
                    private let label = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(named: "HeaderText")
                        label.textColor = UIColor(named: "Paper")
                        addSubview(label)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = Screen()
                        return true
                    }
                }
                final class Screen: UIViewController {
                    private let title2 = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = UIColor(named: "CardBackground")
                        title2.textColor = UIColor(named: "Ink")
                        title2.frame.size.height = Tag.height
                        view.addSubview(title2)
                    }
                }
                """],
            mustPair: ["Ink on CardBackground"],
            mustNotPair: ["Paper on HeaderText"]),
        ConstructExample(
            name: "a method of a UIKit class that nothing calls (an enum case of its name is no call) sets colors that are never drawn",
            files: ["V.swift": """
                import UIKit
                class AppButton: UIButton {
                    enum Style { case primaryStyle, secondaryStyle }
                    var style: Style = .secondaryStyle
                    func primaryStyle() {
                        setTitleColor(UIColor(named: "Paper"), for: .normal)
                        backgroundColor = UIColor(named: "Ink")
                    }
                    func secondaryStyle(text: String) {
                        setTitle(text, for: .normal)
                        setTitleColor(UIColor(named: "Muted"), for: .normal)
                        backgroundColor = UIColor(named: "CardBackground")
                    }
                }
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = Screen()
                        return true
                    }
                }
                class Screen: UIViewController, UITableViewDataSource {
                    let button = AppButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        button.primaryStyle()
                        view.addSubview(button)
                    }
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = UITableViewCell()
                        cell.backgroundColor = UIColor(named: "Paper")
                        cell.textLabel?.textColor = UIColor(named: "HeaderText")
                        return cell
                    }
                }
                """],
            mustPair: ["Paper on Ink", "HeaderText on Paper"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a view that conforms to the app's own protocol refining View",
            files: ["V.swift": """
                import SwiftUI
                protocol Screen: View {}
                protocol RoutableView: Screen { static var route: String { get } }
                struct LoginView: RoutableView {
                    static let route = "login"
                    var body: some View { Text("Sign in").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                @main struct A: App { var body: some Scene { WindowGroup { LoginView() } } }
                """],
            mustPair: ["Ink on Paper"]),
        ConstructExample(
            name: "a button style reached only through an extension member that only an unused view names",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                struct Home: View {
                    var body: some View { Button("Save") {}.buttonStyle(.card) }
                }
                struct Unused: View {
                    var body: some View { Button("Delete") {}.buttonStyle(.gaze) }
                }
                """,
                "Styles.swift": """
                import SwiftUI
                struct CardStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.foregroundColor(Color("Ink")).background(Color("Paper"))
                    }
                }
                extension ButtonStyle where Self == CardStyle {
                    static var card: CardStyle { CardStyle() }
                }
                struct GazeStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { GazeBody(configuration: configuration) }
                    struct GazeBody: View {
                        let configuration: ButtonStyleConfiguration
                        var body: some View {
                            HStack { Image(systemName: "eye"); configuration.label }
                                .foregroundColor(Color("Muted")).background(Color("CardBackground"))
                        }
                    }
                }
                extension ButtonStyle where Self == GazeStyle {
                    static var gaze: GazeStyle { GazeStyle() }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a view reached through a View extension method the app calls",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Text("Notes").withBadge() } }
                }
                """,
                "Badge.swift": """
                import SwiftUI
                extension View {
                    func withBadge() -> some View { overlay(Badge()) }
                    func withBanner() -> some View { overlay(Banner()) }
                }
                struct Badge: View {
                    var body: some View { Text("3").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                struct Banner: View {
                    var body: some View { Text("!").foregroundColor(Color("Muted")).background(Color("CardBackground")) }
                }
                """,
            ],
            mustPair: ["Ink on Paper"],
            mustNotPair: ["Muted on CardBackground"]),
        ConstructExample(
            name: "a view reached through an extension member named by a key path or a selector, or by a conformance",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                struct Home: View {
                    let screens: [KeyPath<Screens, AnyView>] = [\\.first]
                    var body: some View { Text("x") }
                }
                struct Screens {}
                extension Screens {
                    var first: AnyView { AnyView(First()) }
                }
                extension Screens: CustomStringConvertible {
                    var description: String { String(describing: Second()) }
                }
                struct First: View {
                    var body: some View { Text("1").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                struct Second: View {
                    var body: some View { Text("2").foregroundColor(Color("Muted")).background(Color("CardBackground")) }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on CardBackground"]),
        ConstructExample(
            name: "a case of the app's enum no code makes chooses no color, though a variable of its name is used",
            files: [
                "App.swift": """
                import SwiftUI
                import UIKit
                @main
                struct ToastApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                enum ToastStyle { case error, info }
                extension ToastStyle {
                    var tint: Color {
                        switch self {
                        case .error: return Color("HeaderText")
                        case .info: return Color("Muted")
                        }
                    }
                }
                struct Home: View {
                    @State var style: ToastStyle? = nil
                    var body: some View {
                        VStack {
                            Button("Save") { style = .error }
                            if let style { Text("!").foregroundColor(style.tint).background(Color("Paper")) }
                            Picker()
                        }
                    }
                }
                struct Picker: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
                    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
                    func pick(info: [UIImagePickerController.InfoKey: Any]) -> Bool { info[.originalImage] != nil }
                }
                """,
            ],
            mustPair: ["HeaderText on Paper"],
            mustNotPair: ["Muted on Paper"]),
        ConstructExample(
            name: "a case of the app's enum that only a preview makes chooses no color the app draws",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                enum Loading { case idle, success }
                struct Home: View {
                    @State var flash: Flash? = nil
                    @State var loading = Loading.success
                    var body: some View {
                        Button("Save") { flash = Flash(kind: .failure("Could not save")) }
                            .overlay { if let flash { FlashView(flash: flash) } }
                    }
                }
                """,
                "Flash.swift": """
                import SwiftUI
                enum FlashKind { case failure(String), success(String) }
                struct Flash { var kind: FlashKind }
                struct FlashView: View {
                    let flash: Flash
                    var background: Color {
                        switch flash.kind {
                        case .failure: return Color("HeaderText")
                        case .success: return Color("CardBackground")
                        }
                    }
                    var body: some View { Text("!").foregroundColor(Color("Paper")).background(background) }
                }
                struct FlashView_Previews: PreviewProvider {
                    static var previews: some View {
                        FlashView(flash: Flash(kind: .success("Saved")))
                    }
                }
                """,
            ],
            mustPair: ["Paper on HeaderText"],
            mustNotPair: ["Paper on CardBackground"]),
        ConstructExample(
            name: "a case of an enum with raw values, or one that is CaseIterable, may be made without its name",
            files: [
                "App.swift": """
                import SwiftUI
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Home(tab: Tab(rawValue: UserDefaults.standard.string(forKey: "tab") ?? "") ?? .notes) } }
                }
                enum Tab: String { case notes, trash }
                struct Home: View {
                    let tab: Tab
                    var tint: Color {
                        switch tab {
                        case .notes: return Color("Ink")
                        case .trash: return Color("Muted")
                        }
                    }
                    var body: some View { Text("x").foregroundColor(tint).background(Color("Paper")) }
                }
                """,
            ],
            mustPair: ["Ink on Paper", "Muted on Paper"]),
    ]

    static let all = conditionalCompilation + backgrounds + names + modifiers + styles + uiKit + interfaceBuilder + computed
        + reachability + namespaces + objectiveC
}

@Suite("Code constructs, as examples")
struct ConstructExampleTests {
    @Test(arguments: ConstructExamples.all) func example(_ example: ConstructExample) throws {
        let palette = Palette(
            name: testPalette.name, title: testPalette.title, release: "", source: testPalette.source,
            colors: testPalette.colors + example.catalog.map { AdaptiveColor($0, light: .black, dark: .white) })
        let found = try pairs(example.files, palette: palette)
        let reported = Set(
            found.pairings.filter { $0.confidence == .high || $0.confidence == .medium }.map { "\($0.foreground) on \($0.background)" })
        for pair in example.mustPair {
            #expect(reported.contains(pair), "\(pair) not found; found: \(reported.sorted())")
        }
        for pair in example.mustNotPair {
            #expect(!reported.contains(pair), "\(pair) reported but not drawn; found: \(reported.sorted())")
        }
        let high = Set(found.pairings.filter { $0.confidence == .high }.map { "\($0.foreground) on \($0.background)" })
        for pair in example.highConfidence {
            #expect(high.contains(pair), "\(pair) not reported at high confidence; high: \(high.sorted())")
        }
        for pair in example.mediumConfidence {
            #expect(reported.contains(pair) && !high.contains(pair), "\(pair) not reported at medium confidence; high: \(high.sorted())")
        }
        let low = Set(found.pairings.filter { $0.confidence == .low }.map { "\($0.foreground) on \($0.background)" })
        for pair in example.lowConfidence {
            #expect(low.contains(pair), "\(pair) not reported at low confidence; low: \(low.sorted())")
        }
    }
}
