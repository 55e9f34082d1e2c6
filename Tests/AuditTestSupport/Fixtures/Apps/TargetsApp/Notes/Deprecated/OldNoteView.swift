import SwiftUI

// Kept in the app's folder after it was taken out of the project: no target builds it, so
// what it draws is not the app's.
struct OldNoteView: View {
    var body: some View {
        Text("Old").foregroundColor(Color("Paper")).background(Color("Muted"))
    }
}
