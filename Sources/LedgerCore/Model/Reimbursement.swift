/// Who owes whom for a transaction.
public enum Reimbursement: String, Hashable, Sendable, Codable, CaseIterable {
  case none
  case owedToClient = "owed-to-client"
  case owedToCompany = "owed-to-company"
}
