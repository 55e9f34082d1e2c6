import AdaptedSystemUI
import ColorScience
import PerseusDarkMode

/// Where the seed's Adapted System UI palette departs from Apple's published iOS 13–18
/// palette, and how.
///
/// ```swift
/// let check = try SeedCheck()
/// for finding in check.findings { print(finding) }
/// ```
public struct SeedCheck: Sendable {
    /// How a seed cell relates to Apple's.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The same color at 8 bits per channel.
        case same
        /// The same RGB; alpha differs by at most one 8-bit step (the seed writes 0.3 where
        /// Apple's 8-bit value is 76/255).
        case alphaRounding
        /// The same RGB; alpha differs by more than an 8-bit step.
        case alphaDiffers
        /// The seed's dark value is Apple's *elevated* dark value; Apple's base dark differs.
        case seedUsesElevatedValue
        /// The seed's teal is iOS 13–14's, replaced in iOS 15.
        case seedUsesIOS13to14Teal
        /// Another value.
        case differs
    }

    /// One light or dark cell of one color.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        public let color: String
        public let cell: Appearance
        public let kind: Kind
        public let seed: SRGB
        /// Apple's value for the same cell.
        public let apple: SRGB
        /// The Apple value the seed matches instead, for ``Kind/seedUsesElevatedValue`` and
        /// ``Kind/seedUsesIOS13to14Teal``.
        public let matchedInstead: SRGB?
        /// ΔE00 between the seed's and Apple's cell (Lab D50 through Little CMS, of the
        /// components; alpha is not part of Lab).
        public let deltaE2000: Double

        public var description: String {
            let head = "\(color) \(cell.key): seed \(seed.hex), Apple \(apple.hex)"
            switch kind {
            case .same: return "\(head): the same"
            case .alphaRounding:
                return "\(head): alpha \(seed.alpha) vs \(Int((apple.alpha * 255).rounded()))/255, one 8-bit step (rounding)"
            case .alphaDiffers:
                return "\(head): the same RGB, alpha \(seed.alpha) vs \(Int((apple.alpha * 255).rounded()))/255"
            case .seedUsesElevatedValue:
                return "\(head): the seed's dark is Apple's elevated dark; base dark is \(apple.hex)"
            case .seedUsesIOS13to14Teal:
                return "\(head): the seed's teal is iOS 13–14's; iOS 15 and later use \(apple.hex)"
            case .differs:
                return "\(head): differs, ΔE00 \((deltaE2000 * 100).rounded() / 100)"
            }
        }
    }

    /// Every light and dark cell of every color both palettes have, in the seed's order.
    public let findings: [Finding]
    /// Cells Apple defines that the seed does not (the seed has light and dark only).
    public let cellsMissingFromSeed: AppearanceSet
    /// Seed colors Apple's palette does not have.
    public let colorsMissingFromApple: [String]

    /// The findings that are not ``Kind/same``.
    public var differences: [Finding] { findings.filter { $0.kind != .same } }

    /// Compares `seed` with `apple` (by default the Adapted System UI palette and Apple's
    /// iOS 13–18 palette).
    public init(seed: Palette = .adaptedSystemUI, apple: Palette = .appleIOS13, converter: LabConverter? = nil) throws(LittleCMSError) {
        let converter = if let converter { converter } else { try LabConverter.shared() }
        let oldTeal = AppleSystemColorsIOS13.systemTealIOS13to14
        var findings: [Finding] = []
        var missing: [String] = []
        for color in seed.colors {
            guard let reference = apple[color.name] else {
                missing.append(color.name)
                continue
            }
            for cell in [Appearance.light, .dark] {
                let ours = color.resolved(for: cell)
                let theirs = reference.resolved(for: cell)
                var kind = Kind.differs
                var instead: SRGB?
                if Self.sameAt8Bits(ours, theirs) {
                    kind = .same
                } else if Self.sameAt8Bits(ours.withOpaqueAlpha, theirs.withOpaqueAlpha) {
                    kind = abs(ours.alpha - theirs.alpha) <= 1.0 / 255 ? .alphaRounding : .alphaDiffers
                } else if cell == .dark, reference.definedCells.contains(.darkElevated),
                    Self.sameAt8Bits(ours, reference.resolved(for: .darkElevated))
                {
                    kind = .seedUsesElevatedValue
                    instead = reference.resolved(for: .darkElevated)
                } else if color.name == oldTeal.name, Self.sameAt8Bits(ours, oldTeal.resolved(for: cell)) {
                    kind = .seedUsesIOS13to14Teal
                    instead = oldTeal.resolved(for: cell)
                }
                let deltaE = DeltaE2000.difference(converter.lab(of: ours), converter.lab(of: theirs))
                findings.append(Finding(
                    color: color.name, cell: cell, kind: kind, seed: ours, apple: theirs, matchedInstead: instead,
                    deltaE2000: deltaE))
            }
        }
        self.findings = findings
        self.colorsMissingFromApple = missing
        self.cellsMissingFromSeed = AppearanceSet(rawValue: apple.definedCells.rawValue & ~seed.definedCells.rawValue)
    }

    /// A plain-text summary, one line per difference.
    public var report: String {
        let same = findings.filter { $0.kind == .same }.count
        var lines = [
            "Adapted System UI (seed) against Apple iOS 13–18: \(findings.count) light and dark cells compared, "
                + "\(same) the same at 8 bits, \(findings.count - same) not:"
        ]
        lines += differences.map { "- \($0)" }
        if !cellsMissingFromSeed.isEmpty {
            lines.append("The seed has no \(cellsMissingFromSeed.cells.map(\.key).joined(separator: ", ")) variants; Apple's palette defines them.")
        }
        if !colorsMissingFromApple.isEmpty {
            lines.append("Not in Apple's palette: \(colorsMissingFromApple.joined(separator: ", ")).")
        }
        return lines.joined(separator: "\n")
    }

    static func sameAt8Bits(_ first: SRGB, _ second: SRGB) -> Bool {
        first.hexRGBA == second.hexRGBA
    }
}

extension SRGB {
    fileprivate var withOpaqueAlpha: SRGB {
        SRGB(uncheckedRed: red, green: green, blue: blue, alpha: 1)
    }
}
