import AdaptedSystemUI
import ColorScience

/// A palette or pairing the audit cannot check as given.
public enum AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A pairing names a color the palette does not have.
    case unknownColor(name: String, pairing: PairID, palette: String)
    /// A background is translucent in some cell, so what shows through it is unknown.
    case translucentBackground(pairing: PairID, appearance: Appearance, color: SRGB)
    /// Two pairings put the same foreground on the same background.
    case duplicatePairing(PairID)
    /// Little CMS failed while measuring the palette.
    case littleCMS(LittleCMSError)

    public var description: String {
        switch self {
        case .unknownColor(let name, let pairing, let palette):
            return "pairing \(pairing): palette '\(palette)' has no color '\(name)'"
        case .translucentBackground(let pairing, let appearance, let color):
            return "pairing \(pairing), \(appearance.key): the background \(color.hex) is translucent; pair the foreground with the opaque surface it is drawn on"
        case .duplicatePairing(let pairing):
            return "pairing \(pairing) is given twice; give each foreground/background pair one role"
        case .littleCMS(let error):
            return error.description
        }
    }
}
