/// Seed 000's dark mode decision table: the user's choice and the system style decide the
/// appearance.
///
/// |                  | auto      | on   | off   |
/// | ---------------- | :-------: |:----:| :----:|
/// | **.unspecified** | default   | dark | light |
/// | **.light**       | light     | dark | light |
/// | **.dark**        | dark      | dark | light |
///
/// "default" is ``DARK_MODE_STYLE_DEFAULT`` (light).
public enum DecisionTable {
    /// The appearance for a user choice and a system style; a pure function.
    @inlinable
    public static func style(for choice: DarkModeOption, system: SystemStyle) -> AppearanceStyle {
        switch (choice, system) {
        case (.auto, .unspecified): DARK_MODE_STYLE_DEFAULT
        case (.auto, .light): .light
        case (.auto, .dark): .dark
        case (.on, .unspecified), (.on, .light), (.on, .dark): .dark
        case (.off, .unspecified), (.off, .light), (.off, .dark): .light
        }
    }
}
