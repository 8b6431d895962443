import LedgerCore
import LedgerStore

/// Told how far a long store operation (demo, import, export) has got: `done` of `total`
/// steps; called from the thread doing the work, every few hundred steps and at the end.
///
/// The store stays free of terminal code: the shell turns these calls into a progress bar.
public typealias ProgressHandler = (_ done: Int, _ total: Int) -> Void
