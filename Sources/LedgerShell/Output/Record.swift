/// An ordered set of named fields: one object in JSON, one row in CSV.
public struct Record: Sendable, Equatable {
  /// The fields in the order they are written.
  public var fields: [Field]

  /// A named value.
  public struct Field: Sendable, Equatable {
    /// The stable, documented field name.
    public var name: String
    /// The value.
    public var value: FieldValue

    /// The field `name` holding `value`.
    public init(name: String, value: FieldValue) {
      self.name = name
      self.value = value
    }
  }

  /// Creates a record from name–value pairs, keeping their order.
  public init(_ pairs: KeyValuePairs<String, FieldValue>) {
    fields = pairs.map { Field(name: $0.key, value: $0.value) }
  }

  /// Creates a record from fields.
  public init(fields: [Field]) { self.fields = fields }

  /// The value of a field, if present.
  public subscript(name: String) -> FieldValue? {
    fields.first { $0.name == name }?.value
  }

  /// Appends a field.
  public mutating func append(_ name: String, _ value: FieldValue) {
    fields.append(Field(name: name, value: value))
  }

  /// The field names in order.
  public var names: [String] { fields.map(\.name) }
}
