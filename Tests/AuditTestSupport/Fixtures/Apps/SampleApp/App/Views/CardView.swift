import SwiftUI

struct CardView: View {
    var body: some View {
        VStack {
            Text("Card").foregroundColor(Color(Palette.header.rawValue))
            Image(systemName: "star").foregroundColor(.accentColor)
            Text("Plain")
        }
        .background(cardColor())
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color("Muted")))
    }
}

struct Badge: View {
    var body: some View {
        Text("Badge").foregroundColor(Color("Muted"))
    }
}
