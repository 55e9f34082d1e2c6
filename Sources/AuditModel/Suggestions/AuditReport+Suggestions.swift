import ColorScience

extension AuditReport {
    /// The report with a suggestion on each failure measured as a WCAG ratio: the nearest
    /// foreground, by CIEDE2000 and inside sRGB, that meets the finding's requirement in its
    /// cell (`ContrastSuggestion/nearest(to:over:on:minimum:)`, alpha kept). A failure no
    /// sRGB foreground can fix (a mid-gray background and 7:1) gets none and says so in every
    /// report.
    ///
    /// A translucent foreground's failure also gets the fixes that change its alpha
    /// (``Finding/translucentFix``): the same color at the smallest alpha that passes, and the
    /// nearest opaque color to the one seen. So every failure has a fix unless no sRGB color
    /// passes at any alpha.
    ///
    /// It also gives the palette-level suggestions, ``colorFixes``: per color, one value per
    /// cell that passes all its pairs' AA requirements at once (``ColorFix``).
    ///
    /// A search is a few hundred contrast measurements and a hundred or two Lab conversions; a pair
    /// with the same colors in several cells or against several requirements is searched once. At
    /// most `budget` searches run (``maximumSuggestionSearches`` by default), errors before
    /// warnings: a failure past it is marked ``Finding/suggestionNotSearched`` and counted in
    /// ``suggestionsNotSearched``, and the palette-level fixes are then left out — so a huge
    /// palette's audit ends in seconds and says what it did not search.
    ///
    /// `progress`, when given, is called after each failure with how many of the failures to
    /// suggest for are done (for a progress line; the searches run on the calling thread).
    ///
    /// - Throws: `LittleCMSError` when Little CMS fails.
    public func withSuggestions(
        budget: Int = AuditReport.maximumSuggestionSearches, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> AuditReport {
        struct Key: Hashable {
            let foreground: SRGB, background: SRGB, base: SRGB?, minimum: Double
        }
        func key(_ finding: Finding) -> Key? {
            guard finding.status == .fail, let requirement = finding.requirement,
                requirement.metric.id == ContrastMetric.wcag2Ratio.id
            else { return nil }
            let measured = finding.contrast
            return Key(foreground: measured.foreground, background: measured.background, base: measured.base, minimum: requirement.minimum)
        }
        // Errors first, then warnings, each in report order.
        let searched = findings.indices.filter { key(findings[$0]) != nil }
        let order = searched.filter { findings[$0].severity == .error } + searched.filter { findings[$0].severity != .error }
        var found: [Key: (suggestion: ContrastSuggestion?, translucent: TranslucentFix?)] = [:]
        found.reserveCapacity(Swift.min(order.count, budget))
        var suggested = findings
        var notSearched = 0
        for (done, index) in order.enumerated() {
            progress?(done, order.count)
            guard let key = key(findings[index]) else { continue }
            if let known = found[key] {
                suggested[index].suggestion = known.suggestion
                suggested[index].translucentFix = known.translucent
                continue
            }
            guard found.count < budget else {
                suggested[index].suggestionNotSearched = true
                notSearched += 1
                continue
            }
            let measured = findings[index].contrast
            let suggestion: ContrastSuggestion?
            do {
                suggestion = try ContrastSuggestion.nearest(
                    to: measured.foreground, over: measured.background, on: measured.base, minimum: key.minimum)
            } catch let error as LittleCMSError {
                throw error
            } catch {
                // A measured finding's colors always measure again; nothing to suggest otherwise.
                suggestion = nil
            }
            // A translucent foreground: also the fixes that change its alpha.
            let translucent: TranslucentFix?
            do {
                translucent = measured.foreground.isOpaque
                    ? nil : try TranslucentFix.search(for: measured.foreground, over: measured.background, on: measured.base, minimum: key.minimum)
            } catch let error as LittleCMSError {
                throw error
            } catch {
                translucent = nil
            }
            found[key] = (suggestion, translucent)
            suggested[index].suggestion = suggestion
            suggested[index].translucentFix = translucent
        }
        let report = with(findings: suggested, suggestionsSearched: true, suggestionsNotSearched: notSearched)
        // The palette-level fixes search again, per color and cell; past the budget they
        // would cost as much as the searches left out.
        return report.with(colorFixes: .some(notSearched == 0 ? try ColorFix.fixes(for: report) : nil))
    }

    /// The most suggestion searches one audit runs: more than a large palette's failures (the
    /// seed's palette has 155; a generated 1,000-color palette with 2,000 pairs, about 7,400),
    /// few enough that a wildcard rule over tens of thousands of colors spends about half a
    /// second on them (a search takes about 50 µs in a release build).
    public static let maximumSuggestionSearches = 10_000
}
