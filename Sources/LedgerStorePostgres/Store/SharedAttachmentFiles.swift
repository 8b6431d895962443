import Foundation
import LedgerCore
import LedgerSQL
import LedgerStore

/// Attachment files shared through the server (schema version 4).
///
/// Each machine keeps the files it uses in its own data folder, named by their SHA-256;
/// `attachment_files` holds one copy of their bytes per account, behind the same row-level
/// security as the account's records, so every member with a grant can read them:
/// - `attach` uploads the file in the transaction that records it (all or nothing);
/// - opening and closing the ledger upload any file this machine holds that the server
///   lacks (attached before version 4, or placed by `import` and `copy`);
/// - reading an attachment this machine lacks fetches it into the data folder first.
///
/// The rows are not journaled: `undo` of an attach removes the attachment, not the bytes,
/// as the local folder keeps its file, so undoing the removal finds them again.
enum SharedAttachmentFiles {
  static let schema: [String] = [
    """
    CREATE TABLE attachment_files (
      sha256 text COLLATE "C" NOT NULL,
      account_id bigint NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (sha256, account_id))
    """,
    "ALTER TABLE attachment_files ENABLE ROW LEVEL SECURITY",
    """
    CREATE POLICY ledger_account ON attachment_files
      USING (ledger_visible(account_id)) WITH CHECK (ledger_visible(account_id))
    """,
    // Members granted an account before this version may use the new table too.
    """
    DO $$ DECLARE member record; BEGIN
      FOR member IN SELECT DISTINCT role FROM account_grants LOOP
        EXECUTE format(
          'GRANT SELECT, INSERT, UPDATE, DELETE ON attachment_files TO %I', member.role);
      END LOOP;
    END $$
    """,
  ]

  /// Every attachment with its account, and whether the server holds its bytes.
  private static let missingSQL = """
    WITH owned AS (
      SELECT a.sha256, a.ext, coalesce(i.account_id, t.account_id, p.account_id) AS account_id
      FROM attachments a
      LEFT JOIN items i ON i.id = a.item_id
      LEFT JOIN transactions t ON t.id = a.transaction_id
      LEFT JOIN spaces s ON s.id = a.space_id
      LEFT JOIN projects p ON p.id = s.project_id)
    SELECT DISTINCT o.sha256, o.ext, o.account_id FROM owned o
    WHERE o.account_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM attachment_files f
      WHERE f.sha256 = o.sha256 AND f.account_id = o.account_id)
    """

  /// Uploads the files of this machine's data folder that the server lacks; returns how many.
  ///
  /// Only the file named `sha256` when it is given. A file whose content no longer matches
  /// its name is left out.
  @discardableResult
  static func upload(_ db: Database, dataDirectory: String?, sha256: String? = nil) throws
    -> Int
  {
    guard let dataDirectory else { return 0 }
    let rows: [Row]
    if let sha256 {
      // For one file, a copy on the server whose bytes are not the file's (damaged, or
      // put there by hand) counts as missing, and is replaced.
      let checked = missingSQL.replacingOccurrences(
        of: "f.account_id = o.account_id)",
        with: "f.account_id = o.account_id AND encode(sha256(f.bytes), 'hex') = f.sha256)")
      rows = try db.rows("\(raw: checked) AND o.sha256 = \(sha256)")
    } else {
      rows = try db.rows(SQL(raw: missingSQL))
    }
    var uploaded = 0
    for row in rows {
      let sha256: String = row["sha256"]
      let fileExtension: String = row["ext"]
      let accountID: Int64 = row["account_id"]
      let path = URL(fileURLWithPath: dataDirectory)
        .appendingPathComponent("attachments/\(sha256).\(fileExtension)").path
      guard let bytes = FileManager.default.contents(atPath: path), hash(bytes) == sha256
      else { continue }
      try db.execute(
        """
        INSERT INTO attachment_files(sha256, account_id, bytes)
        VALUES (\(sha256), \(accountID), decode(\(bytes.base64EncodedString()), 'base64'))
        ON CONFLICT (sha256, account_id) DO UPDATE SET bytes = excluded.bytes
        """)
      uploaded += 1
    }
    return uploaded
  }

  /// Fetches the attachment's file from the server into the data folder, if it is missing.
  ///
  /// Returns whether the file is now there.
  @discardableResult
  static func fetch(_ db: Database, _ attachment: Attachment, into path: String) throws -> Bool {
    if FileManager.default.fileExists(atPath: path) { return true }
    guard
      let text = try db.value(
        "SELECT encode(bytes, 'base64') FROM attachment_files WHERE sha256 = \(attachment.sha256) LIMIT 1",
        as: String.self),
      let bytes = Data(base64Encoded: text, options: .ignoreUnknownCharacters),
      hash(bytes) == attachment.sha256
    else { return false }
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let partial = folder.appendingPathComponent(".\(attachment.sha256).fetching")
    try? FileManager.default.removeItem(at: partial)
    // Receipts are private: only the owner may read the copy.
    guard
      FileManager.default.createFile(
        atPath: partial.path, contents: bytes, attributes: [.posixPermissions: 0o600])
    else { return false }
    do {
      try FileManager.default.moveItem(at: partial, to: target)
    } catch {
      try? FileManager.default.removeItem(at: partial)
      // Another process may have placed it first.
      return FileManager.default.fileExists(atPath: path)
    }
    return true
  }

  private static func hash(_ bytes: Data) -> String {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalizeHex()
  }
}
