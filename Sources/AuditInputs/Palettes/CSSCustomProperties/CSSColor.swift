import AuditModel
import ColorScience
import Foundation

/// A CSS color value (CSS Color Module Level 4) read from component values: hex, `rgb()` and
/// `rgba()` (legacy and modern), `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color()` in the predefined spaces, converted to sRGB by the color module
/// (``ColorImport``), `color-mix()` in `srgb`, `srgb-linear`, `oklab` and `oklch`,
/// `transparent`, and the basic named colors (``namedColors``).
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

    /// The named colors this reader converts: HTML 4.01's sixteen, CSS 2.1's `orange`, CSS
    /// Color 4's `rebeccapurple` (CSS Color 4 §6.1), and `transparent` (§6.3).
    static let namedColors: [String: SRGB] = {
        var table: [String: SRGB] = ["transparent": SRGB(red8: 0, green8: 0, blue8: 0, alpha8: 0)]
        let hex: [(String, UInt32)] = [
            ("black", 0x000000), ("silver", 0xC0C0C0), ("gray", 0x808080), ("white", 0xFFFFFF), ("maroon", 0x800000), ("red", 0xFF0000),
            ("purple", 0x800080), ("fuchsia", 0xFF00FF), ("green", 0x008000), ("lime", 0x00FF00), ("olive", 0x808000), ("yellow", 0xFFFF00),
            ("navy", 0x000080), ("blue", 0x0000FF), ("teal", 0x008080), ("aqua", 0x00FFFF), ("orange", 0xFFA500), ("rebeccapurple", 0x663399),
        ]
        for (name, value) in hex {
            table[name] = SRGB(red8: UInt8(value >> 16), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
        }
        return table
    }()

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
        case "color-mix":
            return mix(arguments, name: name)
        case "light-dark", "var":
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

    /// `color-mix(in srgb | srgb-linear | oklab | oklch, color p1?, color p2?)` (CSS Color 5
    /// §2): percentages normalised (both 50 % when neither is given, the other 100 % − p when
    /// one is; a sum under 100 % scales the alpha), colors premultiplied by their alpha,
    /// interpolated in the space (hue by the shorter arc in oklch), and converted back. The
    /// colors mixed are the sRGB colors the arguments give.
    static func mix(_ arguments: [CSSComponent], name: String) -> Outcome {
        let text = "color-mix(\(CSSText.serialize(arguments)))"
        let parts = CSSCustomProperties.split(arguments).map { $0.filter { !$0.isWhitespace } }
        guard parts.count == 3, parts[0].count >= 2, parts[0][0].token == .ident("in"), case .ident(let spaceName)? = parts[0][1].token else {
            return .undecided("\(InputExcerpt.quoted(text)) is not a color-mix() this reader reads")
        }
        let space = spaceName.lowercased()
        guard ["srgb", "srgb-linear", "oklab", "oklch"].contains(space), parts[0].count == 2 || space == "oklch" else {
            return .undecided("color-mix() in \(space) is not evaluated here (srgb, srgb-linear, oklab and oklch are)")
        }
        var colors: [SRGB] = []
        var percents: [Double?] = []
        for part in parts.dropFirst() {
            var color = part
            var percent: Double?
            if case .percentage(let value)? = color.last?.token {
                percent = value
                color.removeLast()
            } else if case .percentage(let value)? = color.first?.token {
                percent = value
                color.removeFirst()
            }
            guard case .color(let srgb, _) = parse(color, name: name) else {
                return .undecided("\(InputExcerpt.quoted(text)): a color it mixes cannot be read")
            }
            colors.append(srgb)
            percents.append(percent)
        }
        var (p1, p2) = (percents[0], percents[1])
        if p1 == nil, p2 == nil { (p1, p2) = (50, 50) } else if p1 == nil { p1 = 100 - p2! } else if p2 == nil { p2 = 100 - p1! }
        guard let first = p1, let second = p2, first >= 0, second >= 0, first + second > 0 else {
            return .undecided("\(InputExcerpt.quoted(text)): its percentages add up to nothing")
        }
        let sum = first + second
        let alphaMultiplier = min(sum, 100) / 100
        let weight = second / sum
        func components(_ color: SRGB) -> [Double] {
            switch space {
            case "srgb": return [color.red, color.green, color.blue]
            case "srgb-linear": return [color.red, color.green, color.blue].map(CSSColorSpaces.linear)
            default:
                let lab = CSSColorSpaces.oklab(linearRed: CSSColorSpaces.linear(color.red), green: CSSColorSpaces.linear(color.green), blue: CSSColorSpaces.linear(color.blue))
                guard space == "oklch" else { return [lab.l, lab.a, lab.b] }
                let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
                var hue = atan2(lab.b, lab.a) * 180 / .pi
                if hue < 0 { hue += 360 }
                return [lab.l, chroma, hue]
            }
        }
        var a = components(colors[0]), b = components(colors[1])
        let (alphaA, alphaB) = (colors[0].alpha, colors[1].alpha)
        let alpha = alphaA * (1 - weight) + alphaB * weight
        if space == "oklch" {
            // An achromatic color has no hue (CSS Color 4 §4.4): it takes the other's.
            if a[1] < 1e-6 { a[2] = b[2] }
            if b[1] < 1e-6 { b[2] = a[2] }
            if b[2] - a[2] > 180 { a[2] += 360 } else if b[2] - a[2] < -180 { b[2] += 360 }
        }
        var mixed: [Double] = []
        for index in 0..<3 {
            // Components are premultiplied by alpha; a hue is not.
            let isHue = space == "oklch" && index == 2
            let x = isHue ? a[index] : a[index] * alphaA, y = isHue ? b[index] : b[index] * alphaB
            let value = x * (1 - weight) + y * weight
            mixed.append(isHue || alpha == 0 ? value : value / alpha)
        }
        if space == "oklch" { mixed[2] = mixed[2].truncatingRemainder(dividingBy: 360) }
        let target: ColorImport.Space = switch space {
        case "srgb": .srgb
        case "srgb-linear": .srgbLinear
        case "oklab": .oklab
        default: .oklch
        }
        if target == .oklab || target == .oklch { mixed[0] = min(max(mixed[0], 0), 1) }
        if target == .srgb || target == .srgbLinear { mixed = mixed.map { min(max($0, 0), 1) } }
        return convert(target, mixed, alpha: alpha * alphaMultiplier, name: name, text: text)
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
