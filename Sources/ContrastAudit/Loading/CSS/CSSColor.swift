import ColorScience
import Foundation

/// A CSS color value (CSS Color Module Level 4) read from component values: hex, `rgb()` and
/// `rgba()` (legacy and modern), `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color()` in the predefined spaces, converted to sRGB by the color module
/// (``ColorImport``), `transparent`, and the named colors `black` and `white`.
///
/// Percentages map to each space's reference range (CSS Color 4 §8.1–9.1: 100 % is 100 for
/// L, 125 for lab's a and b, 150 for lch's C, 0.4 for oklab's a and b and oklch's C), angles
/// take their units (`deg`, `grad`, `rad`, `turn`), `none` is zero, and L and chroma are
/// clamped as the specification clamps them.
enum CSSColor {
    enum Outcome: Equatable {
        case color(SRGB, gamutNote: String?)
        /// A value that is a color but cannot be decided here (`currentColor`, `color-mix()`,
        /// a named color this reader does not hold), with why.
        case undecided(String)
        /// Not a color at all (a length, a font).
        case notAColor
    }

    static let namedColors: [String: SRGB] = [
        "black": SRGB(red8: 0, green8: 0, blue8: 0), "white": SRGB(red8: 255, green8: 255, blue8: 255),
        "transparent": SRGB(red8: 0, green8: 0, blue8: 0, alpha8: 0),
    ]

    /// The color a value (its components, whitespace around them ignored) gives.
    static func parse(_ components: [CSSComponent], name: String) -> Outcome {
        let value = components.filter { !$0.isWhitespace }
        guard value.count == 1, let single = value.first else { return .notAColor }
        switch single {
        case .token(let token):
            switch token.kind {
            case .hash(let digits, _):
                guard let color = try? SRGB(parsing: "#" + digits) else { return .notAColor }
                return .color(color, gamutNote: nil)
            case .ident(let word):
                let lowered = word.lowercased()
                if let color = namedColors[lowered] { return .color(color, gamutNote: nil) }
                if lowered == "currentcolor" { return .undecided("currentColor is the color of the element it is used on") }
                if cssNamedColorNames.contains(lowered) { return .undecided("the named color '\(lowered)', which this reader does not convert") }
                return .notAColor
            default:
                return .notAColor
            }
        case .function(let function, let arguments, _, _):
            return parseFunction(function.lowercased(), arguments, name: name)
        case .block:
            return .notAColor
        }
    }

    static func parseFunction(_ function: String, _ arguments: [CSSComponent], name: String) -> Outcome {
        switch function {
        case "rgb", "rgba":
            let text = "rgb(" + CSSText.serialize(arguments) + ")"
            guard let color = try? SRGB(parsing: text) else { return .undecided("\(InputExcerpt.quoted(text)) is not a color rgb() reads") }
            return .color(color, gamutNote: nil)
        case "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch":
            return polar(function, arguments, name: name)
        case "color":
            return predefined(arguments, name: name)
        case "color-mix", "light-dark", "var":
            return .undecided("\(function)() is not evaluated here")
        default:
            return .notAColor
        }
    }

    /// The numbers of a color function: up to three channels and an alpha after `/` (or a
    /// fourth comma-separated value in the legacy syntax).
    struct Channels {
        var values: [CSSToken.Kind] = []
        var alpha: CSSToken.Kind?
    }

    static func channels(_ arguments: [CSSComponent]) -> Channels? {
        var result = Channels()
        var afterSlash = false
        for component in arguments where !component.isWhitespace {
            guard let token = component.token else { return nil }
            switch token {
            case .comma: continue
            case .delim("/"): afterSlash = true
            case .number, .percentage, .dimension, .ident("none"):
                if afterSlash { result.alpha = token } else { result.values.append(token) }
            default: return nil
            }
        }
        if result.values.count == 4, result.alpha == nil { result.alpha = result.values.removeLast() }
        guard result.values.count == 3 else { return nil }
        return result
    }

    /// A number, or a percentage of `scale`; `none` is 0.
    static func number(_ token: CSSToken.Kind, percentOf scale: Double) -> Double? {
        switch token {
        case .number(let value): value
        case .percentage(let value): value / 100 * scale
        case .ident("none"): 0
        default: nil
        }
    }

    /// An angle in degrees, normalised to 0..<360.
    static func hue(_ token: CSSToken.Kind) -> Double? {
        let degrees: Double
        switch token {
        case .number(let value): degrees = value
        case .dimension(let value, let unit):
            switch unit.lowercased() {
            case "deg": degrees = value
            case "grad": degrees = value * 0.9
            case "rad": degrees = value * 180 / .pi
            case "turn": degrees = value * 360
            default: return nil
            }
        case .ident("none"): degrees = 0
        default: return nil
        }
        guard degrees.isFinite else { return nil }
        let normalised = degrees.truncatingRemainder(dividingBy: 360)
        return normalised < 0 ? normalised + 360 : normalised
    }

    static func alpha(_ token: CSSToken.Kind?) -> Double? {
        guard let token else { return 1 }
        guard let value = number(token, percentOf: 1) else { return nil }
        return min(max(value, 0), 1)
    }

    static func polar(_ function: String, _ arguments: [CSSComponent], name: String) -> Outcome {
        let text = "\(function)(\(CSSText.serialize(arguments)))"
        guard let channels = channels(arguments), let alpha = alpha(channels.alpha) else {
            return .undecided("\(InputExcerpt.quoted(text)) is not a color this reader reads")
        }
        let v = channels.values
        var space: ColorImport.Space
        var components: [Double?]
        switch function {
        case "hsl", "hsla", "hwb":
            space = function == "hwb" ? .hwb : .hsl
            components = [hue(v[0]), number(v[1], percentOf: 100).map { min(max($0, 0), 100) }, number(v[2], percentOf: 100).map { min(max($0, 0), 100) }]
        case "lab":
            space = .lab
            components = [number(v[0], percentOf: 100).map { min(max($0, 0), 100) }, number(v[1], percentOf: 125), number(v[2], percentOf: 125)]
        case "lch":
            space = .lch
            components = [number(v[0], percentOf: 100).map { min(max($0, 0), 100) }, number(v[1], percentOf: 150).map { max($0, 0) }, hue(v[2])]
        case "oklab":
            space = .oklab
            components = [number(v[0], percentOf: 1).map { min(max($0, 0), 1) }, number(v[1], percentOf: 0.4), number(v[2], percentOf: 0.4)]
        default:
            space = .oklch
            components = [number(v[0], percentOf: 1).map { min(max($0, 0), 1) }, number(v[1], percentOf: 0.4).map { max($0, 0) }, hue(v[2])]
        }
        let values = components.compactMap { $0 }
        guard values.count == 3 else { return .undecided("\(InputExcerpt.quoted(text)) is not a color this reader reads") }
        return convert(space, values, alpha: alpha, name: name, text: text)
    }

    /// `color(display-p3 1 0.5 0 / 50%)` and the other predefined spaces.
    static func predefined(_ arguments: [CSSComponent], name: String) -> Outcome {
        let text = "color(\(CSSText.serialize(arguments)))"
        let meaningful = arguments.filter { !$0.isWhitespace }
        guard case .ident(let spaceName)? = meaningful.first?.token,
            let space = TokenFile.dtcgSpaces[spaceName.lowercased()] ?? (spaceName.lowercased() == "xyz" ? .xyzD65 : nil),
            let channels = channels(Array(meaningful.dropFirst())), let alpha = alpha(channels.alpha)
        else {
            return .undecided("\(InputExcerpt.quoted(text)) is not a color this reader reads")
        }
        let values = channels.values.compactMap { number($0, percentOf: 1) }
        guard values.count == 3 else { return .undecided("\(InputExcerpt.quoted(text)) is not a color this reader reads") }
        return convert(space, values, alpha: alpha, name: name, text: text)
    }

    static func convert(_ space: ColorImport.Space, _ values: [Double], alpha: Double, name: String, text: String) -> Outcome {
        do {
            let imported = try ColorImport.srgb(space, values, alpha: alpha, color: name, at: InputLocation(file: "", keyPath: ""))
            return .color(imported.color, gamutNote: imported.gamutNote)
        } catch {
            return .undecided("\(InputExcerpt.quoted(text)): \(error.message)")
        }
    }

    /// CSS Color 4's named colors (§6.1), by name only: a value that names one is a color this
    /// reader does not convert, not a value that is no color.
    static let cssNamedColorNames: Set<String> = Set("""
        aliceblue antiquewhite aqua aquamarine azure beige bisque blanchedalmond blue blueviolet brown burlywood cadetblue \
        chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen \
        darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue \
        darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick \
        floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink \
        indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan \
        lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray \
        lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue \
        mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred \
        midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid \
        palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple \
        rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue \
        slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat yellow \
        yellowgreen
        """.split(separator: " ").map(String.init))
}

/// Component values written back as text, for messages and for the color module's parser.
enum CSSText {
    static func serialize(_ components: [CSSComponent]) -> String {
        var text = ""
        for component in components { append(component, to: &text) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    static func append(_ component: CSSComponent, to text: inout String) {
        switch component {
        case .token(let token): text += string(token.kind)
        case .function(let name, let arguments, _, _):
            text += name + "("
            for argument in arguments { append(argument, to: &text) }
            text += ")"
        case .block(let open, let contents):
            let (start, end) = open.kind == .openCurly ? ("{", "}") : open.kind == .openSquare ? ("[", "]") : ("(", ")")
            text += start
            for inner in contents { append(inner, to: &text) }
            text += end
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func string(_ kind: CSSToken.Kind) -> String {
        switch kind {
        case .ident(let name): name
        case .function(let name): name + "("
        case .atKeyword(let name): "@" + name
        case .hash(let name, _): "#" + name
        case .string(let value): "\"" + value + "\""
        case .badString: "\""
        case .url(let value): "url(" + value + ")"
        case .badURL: "url("
        case .delim(let scalar): String(scalar)
        case .number(let value): number(value)
        case .percentage(let value): number(value) + "%"
        case .dimension(let value, let unit): number(value) + unit
        case .whitespace: " "
        case .cdo: "<!--"
        case .cdc: "-->"
        case .colon: ":"
        case .semicolon: ";"
        case .comma: ","
        case .openSquare: "["
        case .closeSquare: "]"
        case .openParen: "("
        case .closeParen: ")"
        case .openCurly: "{"
        case .closeCurly: "}"
        }
    }
}
