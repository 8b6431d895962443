import LedgerCore
import LedgerStore

/// The state of one demo build: what it has added so far and the random sequence.
struct DemoBuilder {
  private let loader: any BulkLoader
  private let account: Account
  private let options: DemoOptions
  private let takenProjects: Set<String>
  private var random: SeededRandom
  private(set) var counts = LedgerCounts()
  /// Told how many transactions and items are added, every `progressStride` of them.
  var progress: ProgressHandler?
  private static let progressStride = 1_000

  private var vendorNames: [String] = []
  private var standardCategories: [EntityID] = []
  private var feeCategories: [EntityID] = []
  private var templates: [SpaceTemplate] = []
  private var projects: [EntityID] = []
  private var usedProjectNames: Set<String> = []
  private var spacesByProject: [[EntityID]] = []
  /// Transaction ids per project index (last slot: business inventory), for linking items.
  private var transactionsByProject: [[Int64]] = []
  /// The latest purchase not yet returned from, per project slot and category (see
  /// `purchaseKey`): a return gives back part of one, so no category's spending goes
  /// below zero.
  private var returnablePurchases: [Int64: (source: String, amount: Int64, day: CalendarDay)] =
    [:]

  /// All demo times fall in 2025–2026, counted from this instant (2025-01-01T09:00Z).
  private static let epoch = Timestamp(millisecondsSince1970: 1_735_722_000_000)
  private static let firstDay = CalendarDay(daysSince1970: 20_089)  // 2025-01-01
  /// The source of the demo's design-fee transactions: the client pays them.
  static let clientPayment = "Client payment"

  init(loader: any BulkLoader, account: Account, options: DemoOptions, takenProjects: Set<String>) {
    self.loader = loader
    self.account = account
    self.options = options
    self.takenProjects = takenProjects
    self.random = SeededRandom(seed: options.seed)
  }

  private func time(_ minutes: Int) -> Timestamp {
    Timestamp(millisecondsSince1970: Self.epoch.millisecondsSince1970 + Int64(minutes) * 60_000)
  }

  private func money(_ units: Int64) -> Money {
    Money(minorUnits: units, currency: account.currency)
  }

  /// A price in minor units, skewed toward small amounts (about 5 to 5,000 in major units).
  private mutating func price() -> Int64 {
    let scale = account.currency.minorUnitDigits == 0 ? Int64(1) : Int64(100)
    let major = Int64(5 + random.below(50)) * Int64([1, 1, 2, 5, 10, 20, 100][random.below(7)])
    let cents = account.currency.minorUnitDigits == 0 ? 0 : Int64(random.below(100))
    return major * scale + cents
  }

  mutating func addCatalog(
    existingCategories: [BudgetCategory], existingVendors: Set<String>,
    existingTemplates: [SpaceTemplate]
  ) throws {
    var position = existingCategories.map(\.position).max() ?? 0
    for (name, kind) in DemoCatalog.categories {
      let id: EntityID
      if let existing = existingCategories.first(where: {
        $0.name.lowercased() == name.lowercased()
      }) {
        id = existing.id
      } else {
        position += 1
        id = try loader.load(
          .category(
            BudgetCategory(
              id: EntityID(0), accountID: account.id, name: name, kind: kind,
              position: position)), keepingID: false)
        counts.categories += 1
      }
      if kind == .fee { feeCategories.append(id) } else { standardCategories.append(id) }
    }
    for name in DemoCatalog.vendors {
      vendorNames.append(name)
      guard !existingVendors.contains(name.lowercased()) else { continue }
      try loader.load(
        .vendor(Vendor(id: EntityID(0), accountID: account.id, name: name)), keepingID: false)
      counts.vendors += 1
    }
    // A design fee comes from the client: its source is on the vendor list, as `tx add`
    // puts every source there, so `vendor rename` and `vendor list` find it.
    if !feeCategories.isEmpty, !existingVendors.contains(Self.clientPayment.lowercased()) {
      try loader.load(
        .vendor(Vendor(id: EntityID(0), accountID: account.id, name: Self.clientPayment)),
        keepingID: false)
      counts.vendors += 1
    }
    for (name, checklist) in DemoCatalog.spaceTemplates {
      if let existing = existingTemplates.first(where: { $0.name.lowercased() == name.lowercased() }
      ) {
        templates.append(existing)
        continue
      }
      var template = SpaceTemplate(
        id: EntityID(0), accountID: account.id, name: name, checklist: checklist)
      template.id = try loader.load(.spaceTemplate(template), keepingID: false)
      templates.append(template)
      counts.spaceTemplates += 1
    }
  }

  /// The catalog entry for the index-th project, numbered ("Smith Residence 2") past the
  /// catalog's end or when the name is taken.
  private mutating func projectName(_ index: Int) -> (
    name: String, client: String, description: String
  ) {
    var entry = DemoCatalog.projects[index % DemoCatalog.projects.count]
    let base = entry.name
    var number = index / DemoCatalog.projects.count + 1
    while true {
      let name = number == 1 ? base : "\(base) \(number)"
      if !takenProjects.contains(name.lowercased()), usedProjectNames.insert(name).inserted {
        entry.name = name
        return entry
      }
      number += 1
    }
  }

  mutating func addProjects() throws {
    for index in 0..<options.projects {
      let entry = projectName(index)
      let created = time(index * 1_440)
      let archived = options.projects > 3 && index == options.projects - 1
      let pinned = standardCategories.isEmpty ? nil : standardCategories[0]
      let id = try loader.load(
        .project(
          Project(
            id: EntityID(0), accountID: account.id, name: entry.name, clientName: entry.client,
            description: entry.description, pinnedCategoryID: pinned, isArchived: archived,
            createdAt: created, updatedAt: created)), keepingID: false)
      projects.append(id)
      counts.projects += 1
      for category in standardCategories + feeCategories where random.chance(80) {
        let amount = Int64(1 + random.below(40)) * 50_000
        try loader.load(
          .budget(
            CategoryBudget(
              id: EntityID(0), projectID: id, categoryID: category, amount: money(amount))),
          keepingID: false)
        counts.budgets += 1
      }
      var spaces: [EntityID] = []
      let spaceCount = min(templates.count, 2 + random.below(4))
      let start = templates.isEmpty ? 0 : random.below(templates.count)
      for offset in 0..<spaceCount {
        let template = templates[(start + offset) % templates.count]
        let checklist = template.checklist.map {
          ChecklistEntry(text: $0, isDone: random.chance(40))
        }
        let spaceID = try loader.load(
          .space(
            Space(
              id: EntityID(0), projectID: id, name: template.name, notes: "",
              checklist: checklist, templateID: template.id, createdAt: created,
              updatedAt: created)), keepingID: false)
        spaces.append(spaceID)
        counts.spaces += 1
      }
      // Some spaces are not from a template: their checklists are the designer's own.
      if random.chance(50) {
        let custom = random.pick(DemoCatalog.customSpaces)
        let checklist = custom.checklist.map {
          ChecklistEntry(text: $0, isDone: random.chance(30))
        }
        let spaceID = try loader.load(
          .space(
            Space(
              id: EntityID(0), projectID: id, name: custom.name, notes: custom.notes,
              checklist: checklist, createdAt: created, updatedAt: created)), keepingID: false)
        spaces.append(spaceID)
        counts.spaces += 1
      }
      spacesByProject.append(spaces)
    }
    transactionsByProject = Array(repeating: [], count: projects.count + 1)
  }

  /// The project index for the next record: mostly projects, some business inventory.
  private mutating func projectIndex() -> Int? {
    guard !projects.isEmpty, random.below(100) >= 5 else { return nil }
    return random.below(projects.count)
  }

  /// The key of `returnablePurchases` for a project slot and a category.
  private func purchaseKey(_ project: Int?, _ category: EntityID?) -> Int64 {
    Int64(project ?? projects.count) << 32 | (category?.rawValue ?? 0)
  }

  /// Adds purchases, fees and returns.
  ///
  /// A return gives back 5–40 % of an earlier purchase
  /// in the same project and category, from the same vendor, within a month of it.
  /// Without projects there are none: demo transactions belong to projects.
  mutating func addTransactions() throws {
    guard !projects.isEmpty else { return }
    for index in 0..<options.transactions {
      let project = projectIndex()
      let fee = !feeCategories.isEmpty && random.chance(4)
      let category: EntityID? =
        fee
        ? random.pick(feeCategories)
        : (standardCategories.isEmpty || random.chance(5) ? nil : random.pick(standardCategories))
      let wantsReturn = !fee && random.chance(8)
      let reimbursement: Reimbursement =
        random.chance(85) ? .none : (random.chance(50) ? .owedToClient : .owedToCompany)
      var day = Self.firstDay.adding(days: random.below(670))
      let created = time(index % 1_000_000)
      var source = fee ? Self.clientPayment : random.pick(vendorNames)
      var amount = price()
      var type = TransactionType.purchase
      let key = purchaseKey(project, category)
      if wantsReturn, let purchase = returnablePurchases.removeValue(forKey: key) {
        type = .return
        amount = max(1, purchase.amount * Int64(5 + random.below(36)) / 100)
        source = purchase.source
        day = purchase.day.adding(days: random.below(30))
      } else if !fee {
        returnablePurchases[key] = (source, amount, day)
      }
      let id = try loader.load(
        .transaction(
          Transaction(
            id: EntityID(0), accountID: account.id, projectID: project.map { projects[$0] },
            source: source, amount: money(amount), date: day, type: type,
            reimbursement: reimbursement, categoryID: category, needsReview: random.chance(10),
            notes: random.pick(DemoCatalog.notes), createdAt: created, updatedAt: created)),
        keepingID: false)
      transactionsByProject[project ?? projects.count].append(id.rawValue)
      counts.transactions += 1
      reportProgress()
    }
  }

  /// Tells `progress` how far the transactions and items are, every so often.
  private func reportProgress(force: Bool = false) {
    guard let progress else { return }
    let done = counts.transactions + counts.items
    guard force || done % Self.progressStride == 0 else { return }
    progress(done, max(done, options.transactions + options.items))
  }

  mutating func addItems() throws {
    // "WE" for West Elm: the ASCII letters of the vendor's name, or "SK".
    let skuPrefixes = vendorNames.map { vendor in
      let letters = String(vendor.filter { $0.isASCII && $0.isLetter }.prefix(2)).uppercased()
      return letters.isEmpty ? "SK" : letters
    }
    // The last few distinct items per project slot, some of which are bought again: the
    // same name, SKU, vendor and prices, so lists show them grouped.
    var recent: [[RepeatableItem]] = Array(repeating: [], count: projects.count + 1)
    for index in 0..<options.items {
      // Items have more business inventory than transactions do.
      let project = random.chance(8) ? nil : projectIndex()
      let slot = project ?? projects.count
      let repeated = recent[slot].isEmpty || !random.chance(20) ? nil : random.pick(recent[slot])
      let entry: RepeatableItem
      if let repeated {
        entry = repeated
      } else {
        let name = "\(random.pick(DemoCatalog.materials)) \(random.pick(DemoCatalog.things))"
        let vendorIndex = random.below(vendorNames.count)
        let purchase = price()
        let markup = Int64(100 + random.below(40))
        entry = RepeatableItem(
          name: name, sku: "\(skuPrefixes[vendorIndex])-\(10_000 + random.below(90_000))",
          vendor: vendorNames[vendorIndex], purchase: purchase,
          project: project == nil ? nil : purchase * markup / 100)
        if recent[slot].count == 8 { recent[slot].removeFirst() }
        recent[slot].append(entry)
      }
      let spaces = project.map { spacesByProject[$0] } ?? []
      let space: EntityID? = spaces.isEmpty || random.chance(25) ? nil : random.pick(spaces)
      let linked =
        transactionsByProject.isEmpty ? [] : transactionsByProject[project ?? projects.count]
      let transaction: EntityID? =
        linked.isEmpty || random.chance(60) ? nil : EntityID(random.pick(linked))
      let created = time(index % 1_000_000)
      try loader.load(
        .item(
          Item(
            id: EntityID(0), accountID: account.id, projectID: project.map { projects[$0] },
            name: entry.name, sku: entry.sku, source: entry.vendor,
            purchasePrice: money(entry.purchase), projectPrice: entry.project.map(money),
            quantity: 1 + random.below(4), spaceID: space, transactionID: transaction,
            isBookmarked: random.chance(8), notes: random.chance(10) ? "Needs touch-up" : "",
            createdAt: created, updatedAt: created)), keepingID: false)
      counts.items += 1
      reportProgress()
    }
    reportProgress(force: true)
  }

  /// What makes two demo items identical in a grouped list.
  private struct RepeatableItem {
    var name: String
    var sku: String
    var vendor: String
    var purchase: Int64
    var project: Int64?
  }
}
