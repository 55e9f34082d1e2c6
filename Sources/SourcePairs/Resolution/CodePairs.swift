import AdaptedSystemUI
import AuditInputs
import AuditModel
import ColorScience

/// The pairs a scan found, made into pairings of a palette: each color the code names is
/// looked up (a catalog color by name; a system color in the Apple palette; a color written
/// in the code as itself; an opacity applied as a new color, `Ink.opacity(0.6)`), and pairs
/// drawn in several places become one pairing with all their evidence.
enum CodePairs {
    /// At most this many places are kept per pair (the count says how many there were): every
    /// place an app draws a pair in, in practice (the most in the apps measured: 42), so that
    /// `--changed-since` sees each; the reports show the first few.
    static let evidenceLimit = 1_000

    static func resolve(
        _ drawn: [DrawnPair], appLock: AppearanceLock?, in palette: Palette, options: AssetCatalog.Options, tally: ScanTally,
        notes extraNotes: [String] = []
    ) -> FoundPairs {
        var added: [AdaptiveColor] = []
        var addedNames = Set<String>()
        var unresolved: [UnresolvedColor] = []
        var unresolvedNames = Set<String>()

        func name(of reference: ColorReference) -> String {
            let name = reference.description
            if palette[name] != nil || palette.unresolvedColor(named: name) != nil || addedNames.contains(name)
                || unresolvedNames.contains(name)
            {
                return name
            }
            var base: AdaptiveColor?
            var failure: String?
            switch reference.kind {
            case .named(let catalogName):
                if let color = palette[catalogName] {
                    base = color
                } else if let missing = palette.unresolvedColor(named: catalogName) {
                    failure = missing.reason
                } else {
                    failure = "the code names a color '\(catalogName)' that no asset catalog given defines"
                }
            case .system(let systemName, let framework):
                switch options.systemColor(named: systemName, macOS: framework == .appKit) {
                case .success(let found): base = found.color
                case .failure(let error): failure = error.reason
                }
            case .fixed(let value):
                base = AdaptiveColor(name, light: value, dark: value)
            case .unsupported(let what):
                failure = "\(what) is in a color space the audit does not convert"
            }
            if let base {
                let factor = reference.opacity
                let variants = base.variants.map { value in
                    SRGB(uncheckedRed: value.red, green: value.green, blue: value.blue, alpha: value.alpha * factor)
                }
                added.append(AdaptiveColor(name, variants: variants, doubtfulCells: base.doubtfulCells))
                addedNames.insert(name)
            } else {
                unresolved.append(UnresolvedColor(name: name, reason: failure ?? "unknown"))
                unresolvedNames.insert(name)
            }
            return name
        }

        struct Merged {
            var foreground: String
            var background: String
            var role: PairRole
            var confidence: PairConfidence
            var evidence: [PairEvidence]
            var seen: Set<PairEvidence>
            var places = 0
            var cells: AppearanceSet
            var how: [String]
        }
        var merged: [PairID: Merged] = [:]
        var order: [PairID] = []
        var drawnNames = Set<String>()
        // Foregrounds over a color that is fully transparent in every cell (a catalog's
        // `Clear`): what shows behind it is not known here.
        var overClear: [String] = []
        func isClear(_ name: String) -> Bool {
            guard let color = palette[name] ?? added.first(where: { $0.name == name }) else { return false }
            return Appearance.allCases.allSatisfy { color.variants.resolved(for: $0).alpha == 0 }
        }
        for pair in drawn {
            let foreground = name(of: pair.foreground)
            let background = name(of: pair.background)
            if isClear(background) {
                drawnNames.insert(foreground)
                if overClear.count < 1_000 { overClear.append(pair.foregroundPosition.description) }
                continue
            }
            drawnNames.insert(foreground)
            drawnNames.insert(background)
            for reference in [pair.foreground, pair.background] {
                if case .named(let catalogName) = reference.kind { drawnNames.insert(catalogName) }
            }
            let lock = pair.style ?? appLock
            let cells = lock.map { AppearanceSet.style($0.style == .dark ? .dark : .light) } ?? .all
            let id = PairID(foreground, on: background)
            var evidence = [pair.foregroundPosition.evidence(.foreground)]
            if let position = pair.backgroundPosition { evidence.append(position.evidence(.background)) }
            if let position = lock?.position { evidence.append(position.evidence(.appearance)) }
            if var entry = merged[id] {
                entry.role = stricter(entry.role, pair.role)
                entry.confidence = max(entry.confidence, pair.confidence)
                entry.places += 1
                for item in evidence where entry.evidence.count < evidenceLimit && entry.seen.insert(item).inserted {
                    entry.evidence.append(item)
                }
                entry.cells.formUnion(cells)
                if entry.how.count < 3, !entry.how.contains(pair.how) { entry.how.append(pair.how) }
                merged[id] = entry
            } else {
                order.append(id)
                merged[id] = Merged(
                    foreground: foreground, background: background, role: pair.role, confidence: pair.confidence,
                    evidence: evidence, seen: Set(evidence), places: 1, cells: cells, how: [pair.how])
            }
        }
        let pairings = order.compactMap { id -> Pairing? in
            guard let entry = merged[id] else { return nil }
            let places = entry.places == 1 ? "1 place" : "\(entry.places) places"
            return Pairing(
                foreground: entry.foreground, background: entry.background, role: entry.role,
                rationale: "drawn in \(places): \(entry.how.joined(separator: "; "))", origin: .code, confidence: entry.confidence,
                evidence: entry.evidence, appearances: entry.cells == .all ? nil : entry.cells)
        }
        var notes = extraNotes
        let lowCount = pairings.count { $0.confidence == .low }
        notes.append(
            "\(pairings.count) pair\(pairings.count == 1 ? "" : "s") found in the app's code (\(tally.swiftFiles) Swift file\(tally.swiftFiles == 1 ? "" : "s"), "
                + (tally.objectiveCFiles > 0 ? "\(tally.objectiveCFiles) Objective-C file\(tally.objectiveCFiles == 1 ? "" : "s"), " : "")
                + "\(tally.interfaceBuilderFiles) storyboard\(tally.interfaceBuilderFiles == 1 ? "" : "s") and XIBs)"
                + (lowCount > 0 ? "; \(lowCount) of them assume the screen's default background (low confidence)" : "") + ".")
        if !overClear.isEmpty {
            notes.append(
                "\(overClear.count) foreground\(overClear.count == 1 ? " is" : "s are") drawn over a color that is fully transparent, so what is behind "
                    + "\(overClear.count == 1 ? "it" : "them") is not known and no pair is made: " + Self.list(overClear) + ".")
        }
        if let appLock {
            notes.append("The app is locked to \(appLock.style.rawValue) appearance\(appLock.position.map { " at \($0)" } ?? ""): its pairs are audited in \(appLock.style.rawValue) cells only.")
        }
        if !tally.conditionalLocks.isEmpty {
            notes.append(
                "\(tally.conditionalLocks.count) appearance\(tally.conditionalLocks.count == 1 ? " is" : "s are") set only on a condition (a setting, a branch, a build flag), so both appearances are audited: "
                    + Self.list(tally.conditionalLocks.map(\.description)) + ".")
        }
        if !tally.unusedTypes.isEmpty {
            notes.append(
                "\(tally.unusedTypes.count) type\(tally.unusedTypes.count == 1 ? "" : "s") that would draw pairs \(tally.unusedTypes.count == 1 ? "is" : "are") used nowhere in the code scanned (dead code, or made by name), so \(tally.unusedTypes.count == 1 ? "its" : "their") pairs are not audited: "
                    + Self.list(tally.unusedTypes) + ".")
        }
        if !tally.unusedDocuments.isEmpty {
            let count = tally.unusedDocuments.count
            notes.append(
                "\(count) storyboard\(count == 1 ? " or XIB is" : "s and XIBs are") loaded by nothing in the code scanned (no code, storyboard reference or Info.plist names \(count == 1 ? "it" : "them")), so \(count == 1 ? "its" : "their") pairs are not audited: "
                    + Self.list(tally.unusedDocuments) + ".")
        }
        if !tally.unreachableScenes.isEmpty {
            let count = tally.unreachableScenes.count
            notes.append(
                "\(count) storyboard scene\(count == 1 ? " is" : "s are") shown by nothing (not an initial scene the app starts with or code asks for, no identifier to load \(count == 1 ? "it" : "them") by, no segue to \(count == 1 ? "it" : "them")), so \(count == 1 ? "its" : "their") pairs are not audited: "
                    + Self.list(tally.unreachableScenes) + ".")
        }
        if !tally.uncalledFunctions.isEmpty {
            let count = tally.uncalledFunctions.count
            notes.append(
                "\(count) method\(count == 1 ? "" : "s") that set\(count == 1 ? "s" : "") colors \(count == 1 ? "is" : "are") called nowhere in the code scanned (dead code, or called by name), so what \(count == 1 ? "it sets is" : "they set are") not audited: "
                    + Self.list(tally.uncalledFunctions) + ".")
        }
        if !tally.conditionalFiles.isEmpty {
            notes.append(
                "\(tally.conditionalFiles.count) Swift file\(tally.conditionalFiles.count == 1 ? " holds its" : "s hold their") code only under #if; every branch was read: "
                    + Self.list(tally.conditionalFiles) + ".")
        }
        if !tally.unreadColors.isEmpty {
            notes.append(
                "\(tally.unreadColors.count) color\(tally.unreadColors.count == 1 ? "" : "s") in drawing code could not be read (computed at run time, or a wrapper not followed): "
                    + Self.list(tally.unreadColors.map(\.description)) + ".")
        }
        if !tally.unmeasurableBackgrounds.isEmpty {
            notes.append(
                "\(tally.unmeasurableBackgrounds.count) foreground\(tally.unmeasurableBackgrounds.count == 1 ? " is" : "s are") drawn over a material, gradient or image, which the audit cannot measure: "
                    + Self.list(tally.unmeasurableBackgrounds.map(\.description)) + ".")
        }
        if !tally.partlyReadFiles.isEmpty {
            let count = tally.partlyReadFiles.count
            notes.append(
                "\(count) Objective-C file\(count == 1 ? " was" : "s were") read in part (clang could not read some statements: a header or a type it could not find), so what \(count == 1 ? "it draws there is" : "they draw there is") not audited: "
                    + Self.list(tally.partlyReadFiles) + ".")
        }
        if !tally.includesNotFollowed.isEmpty {
            let count = tally.includesNotFollowed.count
            notes.append(
                "\(count) include\(count == 1 ? " was" : "s were") not followed (a file outside the folders scanned, a framework with no declarations here, or a name a macro computes): "
                    + Self.list(tally.includesNotFollowed) + ".")
        }
        if !tally.suppressedPairs.isEmpty {
            let count = tally.suppressedPairs.count
            notes.append(
                "\(count) pair\(count == 1 ? " was" : "s were") left out where the code says \(count == 1 ? "it is" : "they are") not drawn (darkmode-audit: comments, Interface Builder labels): "
                    + Self.list(tally.suppressedPairs) + ".")
        }
        if !tally.staleSuppressions.isEmpty {
            let count = tally.staleSuppressions.count
            notes.append(
                "Warning: \(count) suppression\(count == 1 ? " covers" : "s cover") no pair the scan found (stale: remove \(count == 1 ? "it" : "them"), or name the pair as the report does): "
                    + Self.list(tally.staleSuppressions) + ".")
        }
        if !tally.malformedSuppressions.isEmpty {
            let count = tally.malformedSuppressions.count
            notes.append(
                "Warning: \(count) darkmode-audit: comment\(count == 1 ? " is" : "s are") not understood, so \(count == 1 ? "it leaves" : "they leave") nothing out: "
                    + Self.list(tally.malformedSuppressions) + ".")
        }
        if !tally.skippedFiles.isEmpty {
            notes.append("\(tally.skippedFiles.count) file\(tally.skippedFiles.count == 1 ? " was" : "s were") not read: " + Self.list(tally.skippedFiles) + ".")
        }
        let undrawn = palette.allNames.filter { !drawnNames.contains($0) }
        if !undrawn.isEmpty {
            notes.append(
                "\(undrawn.count) of the palette's \(palette.allNames.count) colors are never drawn by the code scanned: " + Self.list(undrawn) + ".")
        }
        return FoundPairs(pairings: pairings, colors: added, unresolved: unresolved, notes: notes, undrawn: undrawn)
    }

    /// The role with the stricter requirements: body text, then large text, then UI
    /// components, then the exempt roles.
    static func stricter(_ a: PairRole, _ b: PairRole) -> PairRole {
        let order: [PairRole] = [.bodyText, .largeText, .uiComponent, .disabled, .decorative]
        return order.firstIndex(of: a)! <= order.firstIndex(of: b)! ? a : b
    }

    /// The first items of a list, and how many more.
    static func list(_ items: [String], limit: Int = 8) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
    }
}
