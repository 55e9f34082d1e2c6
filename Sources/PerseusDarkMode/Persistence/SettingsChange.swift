extension DarkModeChoiceStore {
    /// Seed 001's `isDarkModeSettingsChanged()`: the stored choice when it is valid and
    /// differs from `current` (e.g. the user changed it in the Settings app), otherwise `nil`.
    public func changedChoice(comparedTo current: DarkModeOption) -> DarkModeOption? {
        let loaded = loadChoice()
        guard loaded.issue == nil, loaded.choice != current else { return nil }
        return loaded.choice
    }
}
