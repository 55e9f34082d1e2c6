// The AuditInputs article's example (Sources/AuditInputs/AuditInputs.docc), exactly as the
// article shows it. Compiled, not run: it reads the reader's own catalog.
import AdaptedSystemUI
import ContrastAudit

enum AuditInputsArticleExample {
    static func load() throws {
        let loaded = try PaletteSources.standard.load("Brand.xcassets")
        print(loaded.palette.colors.count, loaded.palette.notes)
    }
}
