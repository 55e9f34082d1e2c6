import SwiftUI

struct MacView: View {
    var body: some View {
        Text("Mac")
            .foregroundColor(Color("Muted"))
            .background(Color("Card"))
    }
}
