import LedgerCore
import LedgerShell
import LedgerViews
import ReportPages

/// The top of a report page: the studio's name and logo (`set studio.name`,
/// `set studio.logo`), the title, the project, its client and today.
enum ReportHeading {
  static func make(
    _ context: CommandContext, title: String, project: Project, details: [String] = []
  ) -> PageHeading {
    let settings = context.session.settings
    var logo: EmbeddedPicture?
    if !settings.studioLogo.isEmpty {
      switch PagePictures.embed(file: settings.studioLogo) {
      case .success(let picture): logo = picture
      case .failure(let problem):
        context.notice("studio.logo: \(problem); the page has no logo.")
      }
    }
    return PageHeading(
      studioName: settings.studioName, logo: logo, title: title, project: project.name,
      client: project.clientName, date: context.today.iso8601, details: details)
  }
}
