import Atomics
import Dispatch
internal import _PerseusLocking

/// The appearance service: holds the user's dark mode choice and the system style, decides
/// the app's appearance with the ``DecisionTable``, and notifies observers.
///
/// An instance type that can be injected; ``AppearanceService`` is the seed-compatible
/// façade over one shared instance. Safe to use from any thread.
///
/// ```swift
/// let darkMode = DarkMode()
/// darkMode.userChoice = .on
/// darkMode.makeUp()                       // style is now .dark; observers are told
/// darkMode.systemStyleDidChange(to: .dark) // recomputes only if the system really changed
/// ```
///
/// ## Reading is free
/// ``style``, ``systemStyle``, ``userChoice`` and ``isEnabled`` read one atomic word: no
/// lock, no allocation.
///
/// ## The notification rule
/// 1. Every ``makeUp()``, and every ``systemStyleDidChange(to:)`` that returns
///    ``SystemStyleReport/madeUp(_:)``, commits exactly one ``AppearanceChange``, numbered
///    by ``AppearanceChange/sequence`` in commit order. Nothing else notifies.
/// 2. Every observer registered when a change's delivery starts receives that change
///    exactly once. Changes are delivered one at a time, in sequence order: every observer
///    has seen change *n* before any observer sees change *n + 1*.
/// 3. Delivery runs on the thread that committed the change, synchronously — unless a
///    delivery is already running. Then the change is queued and delivered after the
///    changes before it: by the running delivery when it was committed from inside one of
///    that delivery's callbacks (an observer may change the choice and call ``makeUp()``
///    from its callback without deadlock or recursion), otherwise by the service's own
///    background queue, which takes over once the running delivery has delivered the changes
///    it started with. So a caller delivers only its own change, those queued before it and
///    those its own observers commit — never an unbounded stream of other threads' changes.
///    ``makeUp()`` returns once its change is committed, and after delivering it when no
///    other delivery was running.
/// 4. While a manual change is queued or being delivered, system style reports are dropped
///    (``SystemStyleReport/ignoredDuringManualChange``), as the seed's manual-change guard does.
/// 5. The final state is the last change committed; ``style`` reflects a change as soon as it
///    is committed, before its delivery.
public final class DarkMode: Sendable {
    /// The committed state in one word, so readers never lock: bit 0 style, bits 1–2 choice,
    /// bits 3–4 system style, bit 5 enabled.
    /// It has a 128-byte block of its own: sharing a cache line with state the service
    /// writes on every change (the locked state sits next to it on the heap) made reads 7×
    /// slower while another thread changed the choice.
    @usableFromInline let packed: UnsafeAtomic<UInt32>
    private let state: Locked<State>
    /// The choice store. It is called with no lock held — a save may lead, through the
    /// defaults' change notification, to setting the choice again on the same thread — and
    /// by one thread at a time: the saver (see ``setUserChoice(_:)``).
    private let store: (any DarkModeChoiceStore)?
    private let postsNotifications: Bool

    /// What the choice store reported when the service loaded the choice, if anything was
    /// wrong with it (missing, out of range, wrong type); the choice then fell back to auto.
    public let loadIssue: StoredChoiceIssue?

    struct State {
        var choice: DarkModeOption
        var system: PerseusDarkMode.SystemStyle
        var style: AppearanceStyle
        var isEnabled = false
        var observers: [Observer] = []
        var nextObserverID: UInt64 = 1
        var sequence: UInt64 = 0
        /// Committed, undelivered changes from `queueHead` on (a head index instead of
        /// `removeFirst()`, which is O(n) when many threads commit during one delivery).
        var queue: [(change: AppearanceChange, reentrant: Bool)] = []
        var queueHead = 0
        var isDelivering = false
        /// The thread delivering, while one is; commits from it are delivered by it.
        var deliverer: ThreadIdentity?
        /// The end of the changes the running caller's delivery started with.
        var batchEnd = 0
        var manualChangesInFlight = 0
        var lastPersistenceError: ChoiceStoreError?
        /// Whether a thread is saving the choice; it saves until the store holds the latest.
        var isSaving = false
    }

    /// An observer's callback; returns `false` when the observer is gone and can be dropped.
    typealias Handler = @Sendable (AppearanceChange) -> Bool
    /// A registered observer: its callback behind a gate that ``remove(_:)`` closes.
    typealias Observer = (id: UInt64, handler: Handler, gate: Gate)
    /// Where deliveries a caller hands on continue, in order.
    private let handoff = DispatchQueue(label: "PerseusDarkMode.DarkMode.delivery")

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - choice: the user's choice when there is no store (ignored when `store` is given).
    ///   - systemStyle: the system style known at start.
    ///   - store: where the user's choice is loaded from now and saved to on every change.
    ///   - postsNotifications: whether each change is also posted to `NotificationCenter.default`
    ///     as `Notification.Name.styleUpdated`.
    public init(
        choice: DarkModeOption = .auto, systemStyle: PerseusDarkMode.SystemStyle = .unspecified,
        store: (any DarkModeChoiceStore)? = nil, postsNotifications: Bool = false
    ) {
        let loaded = store?.loadChoice()
        let choice = loaded?.choice ?? choice
        let style = DecisionTable.style(for: choice, system: systemStyle)
        self.store = store
        self.postsNotifications = postsNotifications
        self.loadIssue = loaded?.issue
        self.state = Locked(State(choice: choice, system: systemStyle, style: style))
        self.packed = Self.makeWord(Self.pack(style: style, choice: choice, system: systemStyle, enabled: false))
    }

    // MARK: Reading

    /// The appearance decided at the last commit (light until the first ``makeUp()`` unless
    /// the start state decides otherwise). Lock-free.
    @inlinable
    public var style: AppearanceStyle {
        AppearanceStyle(rawValue: Int(packed.load(ordering: .acquiring) & 1)) ?? DARK_MODE_STYLE_DEFAULT
    }

    /// The last system style accepted.
    public var systemStyle: PerseusDarkMode.SystemStyle {
        PerseusDarkMode.SystemStyle(rawValue: Int((packed.load(ordering: .acquiring) >> 3) & 3)) ?? .unspecified
    }

    /// Whether the service has committed a change: ``makeUp()`` has run, or a system style
    /// change was applied (seed 000: lazy views check it).
    public var isEnabled: Bool {
        packed.load(ordering: .acquiring) & (1 << 5) != 0
    }

    /// The last persistence failure, if saving the choice to the store failed.
    public var lastPersistenceError: ChoiceStoreError? {
        state.withLock { $0.lastPersistenceError }
    }

    // MARK: Changing

    /// The user's choice. Setting it saves it to the store (if any) but changes nothing
    /// else: call ``makeUp()`` to apply it, as in the seed.
    ///
    /// The value reads back at once. The save happens before the setter returns — unless
    /// another thread (or a save of this one) is saving at that moment: that saver then saves
    /// this choice after its own, so the store always ends with the last choice set (unless
    /// the store sets another choice on every save: see ``maximumSavesPerChange``).
    public var userChoice: DarkModeOption {
        get { DarkModeOption(rawValue: Int((packed.load(ordering: .acquiring) >> 1) & 3)) ?? .auto }
        set { setUserChoice(newValue) }
    }

    /// Sets the choice at once and saves it. One thread saves at a time, with no lock held:
    /// a setter that finds another saving leaves its choice to that saver, which saves again
    /// until the store holds the last choice set — so the store always ends with the
    /// service's choice, and a save that sets the choice again (seed 001's settings sync,
    /// when the defaults post their change notification synchronously) neither deadlocks nor
    /// recurses.
    private func setUserChoice(_ choice: DarkModeOption) {
        let saves = state.withLock { state -> Bool in
            state.choice = choice
            publish(state)
            guard store != nil, !state.isSaving else { return false }
            state.isSaving = true
            return true
        }
        guard saves, let store else { return }
        var saving = choice
        for round in 1...Self.maximumSavesPerChange {
            var persistenceError: ChoiceStoreError?
            do throws(ChoiceStoreError) { try store.saveChoice(saving) } catch { persistenceError = error }
            let next = state.withLock { state -> DarkModeOption? in
                state.lastPersistenceError = persistenceError
                guard state.choice != saving else {
                    state.isSaving = false
                    return nil
                }
                guard round < Self.maximumSavesPerChange else {
                    // A store whose every save sets another choice: stop, and say so.
                    state.lastPersistenceError = ChoiceStoreError(
                        "the store kept changing the choice while saving it: stopped after \(Self.maximumSavesPerChange) saves; "
                            + "the store holds \(saving), the service \(state.choice)")
                    state.isSaving = false
                    return nil
                }
                return state.choice
            }
            guard let next else { return }
            saving = next
        }
    }

    /// The most saves one change of the choice makes: more than any store that settles
    /// needs (a save that sets the choice once more takes two), so that a store whose every
    /// save sets another choice cannot keep the saver saving for ever.
    public static let maximumSavesPerChange = 16

    /// Applies the user's choice: recomputes the style from the choice and the system style,
    /// marks the service enabled and notifies every observer (rule 1–3 above).
    @discardableResult
    public func makeUp() -> AppearanceStyle {
        let (style, deliverNow) = state.withLock { state in
            state.isEnabled = true
            state.manualChangesInFlight += 1
            return (commit(&state, cause: .manual), startDelivery(&state))
        }
        if deliverNow { deliver(bounded: true) }
        return style
    }

    /// Reports the system style (UIKit's `traitCollectionDidChange` path). Recomputes and
    /// notifies only when it really changed and no manual change is being applied.
    @discardableResult
    public func systemStyleDidChange(to newStyle: PerseusDarkMode.SystemStyle) -> SystemStyleReport {
        let (report, deliverNow) = state.withLock { state -> (SystemStyleReport, Bool) in
            guard state.manualChangesInFlight == 0 else { return (.ignoredDuringManualChange, false) }
            guard newStyle != state.system else { return (.unchanged, false) }
            state.system = newStyle
            state.isEnabled = true
            return (.madeUp(commit(&state, cause: .system)), startDelivery(&state))
        }
        if deliverNow { deliver(bounded: true) }
        return report
    }

    // MARK: Observing

    /// Registers a callback for every change; it lives until the returned observation is
    /// cancelled or released.
    public func observe(_ handler: @escaping @Sendable (AppearanceChange) -> Void) -> DarkModeObservation {
        let id = add { change in
            handler(change)
            return true
        }
        return DarkModeObservation(darkMode: self, id: id)
    }

    /// Registers `observer` with a handler that receives it and the new style on every
    /// change. The service holds the observer weakly: when it goes away, so does the
    /// registration. The handler must not capture the observer strongly.
    @discardableResult
    public func register<Observer: AnyObject>(
        observer: Observer, handler: @escaping @Sendable (Observer, AppearanceStyle) -> Void
    ) -> DarkModeObservation {
        let box = WeakReference(observer)
        let id = add { change in
            guard let observer = box.object else { return false }
            handler(observer, change.style)
            return true
        }
        return DarkModeObservation(darkMode: self, id: id, cancelsOnRelease: false)
    }

    /// The style of every change from now on, for Swift concurrency. Buffered without limit,
    /// so a slow consumer loses nothing; the registration ends when the stream is terminated.
    public func styles() -> AsyncStream<AppearanceStyle> {
        let (stream, continuation) = AsyncStream<AppearanceStyle>.makeStream(bufferingPolicy: .unbounded)
        let id = add { change in
            if case .terminated = continuation.yield(change.style) { return false }
            return true
        }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return stream
    }

    /// The number of registered observers (those whose object has gone away are counted
    /// until the next delivery drops them).
    public var observerCount: Int {
        state.withLock { $0.observers.count }
    }

    func add(_ handler: @escaping Handler) -> UInt64 {
        state.withLock { state in
            let id = state.nextObserverID
            state.nextObserverID += 1
            state.observers.append((id, handler, Gate()))
            return id
        }
    }

    func remove(_ id: UInt64) {
        let removed = state.withLock { state in Self.take(from: &state.observers) { $0 == id } }
        // No call starts once this returns; one already running on another thread is not
        // waited for (it may be waiting for this thread).
        for observer in removed { observer.gate.close() }
        // Released here, after the lock: a handler may hold the last reference to another
        // observation, whose deinit takes the lock again.
        withExtendedLifetime(removed) {}
    }

    /// Removes the observers whose id matches and returns them, so that the caller releases
    /// their handlers after unlocking. Lock held.
    private static func take(from observers: inout [Observer], where matches: (UInt64) -> Bool) -> [Observer] {
        var taken: [Observer] = []
        observers.removeAll { observer in
            guard matches(observer.id) else { return false }
            taken.append(observer)
            return true
        }
        return taken
    }

    // MARK: Committing and delivering

    /// Decides the style from the state, numbers the change and queues it. Lock held.
    private func commit(_ state: inout State, cause: AppearanceChange.Cause) -> AppearanceStyle {
        state.style = DecisionTable.style(for: state.choice, system: state.system)
        state.sequence += 1
        let reentrant = state.deliverer?.isCurrent() ?? false
        state.queue.append((AppearanceChange(
            style: state.style, choice: state.choice, systemStyle: state.system, cause: cause,
            sequence: state.sequence), reentrant))
        publish(state)
        return state.style
    }

    /// Whether the caller must deliver: true unless a delivery is already running. Lock held.
    private func startDelivery(_ state: inout State) -> Bool {
        guard !state.isDelivering else { return false }
        state.isDelivering = true
        state.deliverer = .current
        state.batchEnd = state.queue.count
        return true
    }

    private func publish(_ state: State) {
        packed.store(
            Self.pack(style: state.style, choice: state.choice, system: state.system, enabled: state.isEnabled),
            ordering: .releasing)
    }

    /// Delivers queued changes one by one. A caller (`bounded`) delivers the changes queued
    /// when it started and those committed from its own callbacks, then hands the rest to
    /// ``handoff``; the handoff queue delivers until the queue is empty. Callbacks run
    /// without the lock, so they may call back into the service.
    private func deliver(bounded: Bool) {
        enum Next {
            case change(AppearanceChange, [Observer])
            case handOff
            case done
        }
        while true {
            let next = state.withLock { state -> Next in
                guard state.queueHead < state.queue.count else {
                    state.queue.removeAll(keepingCapacity: true)
                    state.queueHead = 0
                    state.isDelivering = false
                    state.deliverer = nil
                    return .done
                }
                let (change, reentrant) = state.queue[state.queueHead]
                if bounded, state.queueHead >= state.batchEnd, !reentrant {
                    state.deliverer = nil
                    return .handOff
                }
                state.queueHead += 1
                return .change(change, state.observers)
            }
            let (change, observers): (AppearanceChange, [Observer])
            switch next {
            case .done: return
            case .handOff:
                handoff.async { [self] in
                    state.withLock { $0.deliverer = .current }
                    deliver(bounded: false)
                }
                return
            case .change(let nextChange, let nextObservers): (change, observers) = (nextChange, nextObservers)
            }
            var gone: [UInt64] = []
            for observer in observers where observer.gate.pass({ observer.handler(change) }) == false {
                gone.append(observer.id)
            }
            if postsNotifications { StyleNotification.post(change, from: self) }
            let dropped = state.withLock { state in
                if change.cause == .manual { state.manualChangesInFlight -= 1 }
                return gone.isEmpty ? [] : Self.take(from: &state.observers) { gone.contains($0) }
            }
            // The handlers (and the snapshot) are released after the lock, as in `remove`.
            withExtendedLifetime((dropped, observers)) {}
        }
    }

    /// The state word, alone in a 128-byte block (a cache line and its prefetched neighbour).
    private static func makeWord(_ value: UInt32) -> UnsafeAtomic<UInt32> {
        let block = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128)
        let storage = block.bindMemory(to: UnsafeAtomic<UInt32>.Storage.self, capacity: 1)
        storage.initialize(to: UnsafeAtomic<UInt32>.Storage(value))
        return UnsafeAtomic(at: storage)
    }

    deinit {
        _ = packed.destroy()
    }

    private static func pack(style: AppearanceStyle, choice: DarkModeOption, system: PerseusDarkMode.SystemStyle, enabled: Bool) -> UInt32 {
        UInt32(style.rawValue) | UInt32(choice.rawValue) << 1 | UInt32(system.rawValue) << 3 | (enabled ? 1 << 5 : 0)
    }
}

/// A weak reference that may cross threads: reading a weak reference is atomic in Swift.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
