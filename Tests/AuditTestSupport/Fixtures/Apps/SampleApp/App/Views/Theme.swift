import SwiftUI

extension Color {
    static let ink = Color("Ink")
    static var muted: Color { Color("Muted") }
}

enum Palette: String {
    case header = "HeaderText"
}

func cardColor() -> Color {
    Color("CardBackground")
}
