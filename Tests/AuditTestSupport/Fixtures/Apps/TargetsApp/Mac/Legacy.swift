import SwiftUI

struct LegacyView: View {
    var body: some View {
        Text("Legacy")
            .foregroundColor(Color("Paper"))
            .background(Color("Muted"))
    }
}
