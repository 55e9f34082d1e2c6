import SwiftUI

struct SharedLabel: View {
    var body: some View {
        Text("Shared")
            .foregroundColor(Color("Card"))
            .background(Color("Paper"))
    }
}
