/// The package's version, as reports and `darkmode-audit --version` state it.
public enum ToolVersion {
    /// `0.1.0`: semantic versioning; the JSON report's own format has ``AuditReport/currentSchemaVersion``.
    public static let current = "0.1.0"
    /// The name reports give the tool.
    public static let name = "PerseusDarkMode"
}
