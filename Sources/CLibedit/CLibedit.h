#ifndef CLIBEDIT_H
#define CLIBEDIT_H
// Swift cannot call C variadic functions (el_set, el_get, history) and, in Swift 6
// mode, cannot touch the stdin/stdout/stderr globals: these static inline wrappers
// expose each operation ledgersh uses with a fixed signature.
//
// libedit is opened with dlopen when the first interactive session starts, not linked:
// loading it (with libtinfo, libbsd and libmd behind it) cost every run of ledgersh about
// a millisecond, and scripts and pipes never edit a line. So every libedit function is
// called through the table below; without libedit, clibedit_available() is 0.
#include "../CLazyLibrary/LazyLibrary.h"
#include <stdio.h>
#include <wchar.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include <pthread.h>
#include <histedit.h>

#define CLIBEDIT_FUNCTIONS(X) \
  X(el_init) X(el_init_fd) X(el_end) X(el_reset) X(el_set) X(el_get) X(el_wset) \
  X(el_source) X(el_deletestr) X(el_wgets) X(el_wgetc) X(el_wpush) X(el_cursor) \
  X(el_wline) X(el_winsertstr) X(el_resize) X(history_winit) X(history_wend) X(history_w)
#ifdef __APPLE__
LAZY_LIBRARY(clibedit_library, CLIBEDIT_FUNCTIONS, "libedit.3.dylib", "libedit.dylib")
#else
LAZY_LIBRARY(clibedit_library, CLIBEDIT_FUNCTIONS, "libedit.so.2", "libedit.so")
#endif

/// Whether libedit could be opened (and has every function used here).
static inline int clibedit_available(void) { return clibedit_library_functions() != NULL; }

/// libedit's functions; every wrapper below is only called after clibedit_available().
static inline const clibedit_library_api *clibedit(void) {
  return clibedit_library_functions();
}

static inline void clibedit_end(EditLine *el) { clibedit()->el_end(el); }
static inline void clibedit_reset(EditLine *el) { clibedit()->el_reset(el); }
static inline int clibedit_source(EditLine *el, const char *file) {
  return clibedit()->el_source(el, file);
}
static inline void clibedit_deletestr(EditLine *el, int count) {
  clibedit()->el_deletestr(el, count);
}
/// The editor reading a line, for the signal handlers below (NULL between reads), the
/// descriptor it draws on, and the thread reading.
static EditLine *volatile clibedit_reading_editor = NULL;
static volatile int clibedit_reading_output = -1;
/// (Kept in a function, as the actions below: as file-scope statics they were left
/// undefined at link time when Swift imported the header.)
static inline pthread_t *clibedit_reading_thread(void) {
  static pthread_t thread;
  return &thread;
}

/// The signals handled while a line is read: libedit's own handling (EL_SIGNAL) is off.
///
/// libedit's handler runs on whichever thread the kernel picks, and ledgersh has several
/// (SQLite's queue, PostgreSQL's event loop). On one of them it edited the line while the
/// reading thread did too, or, once the read had ended, read through the editor pointer
/// libedit had cleared: Ctrl-Z and `fg` at the prompt crashed the shell within a few
/// rounds. These handlers act only on the reading thread, passing a signal another thread
/// got on to it, and do what libedit's did: the terminal's own mode while stopped, the
/// line drawn again on resuming or resizing.
#define CLIBEDIT_HANDLED_SIGNALS(X) X(SIGTSTP) X(SIGCONT) X(SIGWINCH) X(SIGHUP) X(SIGTERM) X(SIGQUIT)
enum { clibedit_handled_count = 6 };
static const int clibedit_handled[clibedit_handled_count] = {
#define CLIBEDIT_SIGNAL_ENTRY(name) name,
  CLIBEDIT_HANDLED_SIGNALS(CLIBEDIT_SIGNAL_ENTRY)
#undef CLIBEDIT_SIGNAL_ENTRY
};
/// What each of them did before the read, restored after it.
static inline struct sigaction *clibedit_previous_actions(void) {
  static struct sigaction actions[clibedit_handled_count];
  return actions;
}

static void clibedit_on_signal(int signal_number);

static inline void clibedit_install_handler(int signal_number, struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = clibedit_on_signal;
  sigemptyset(&action.sa_mask);
  // A read a handler interrupted would end the line as if at end of input: restart it.
  action.sa_flags = SA_RESTART;
  sigaction(signal_number, &action, previous);
}

/// Draws the line being edited again, from the start of the cursor's row.
///
/// After a resize this also matters for memory: libedit (3.1-20221030) keeps the cursor's
/// old column when the terminal shrinks, and the next key typed at the end of the line is
/// stored that far into a display row of the new, narrower size, a heap overflow that
/// crashed the shell a few keys later. A redraw resets its idea of the cursor.
static inline void clibedit_redraw(EditLine *el) {
  if (clibedit_reading_output >= 0) {
    ssize_t written = write(clibedit_reading_output, "\r", 1);
    (void)written;
  }
  clibedit()->el_set(el, EL_REFRESH);
}

/// Whether ledgersh runs in the background of the terminal it reads from: another process
/// group has it (a descriptor that is no terminal counts as the foreground).
static inline int clibedit_in_background(void) {
  if (clibedit_reading_output < 0) return 0;
  pid_t foreground = tcgetpgrp(clibedit_reading_output);
  return foreground > 0 && foreground != getpgrp();
}

/// Starts a new row below the line being edited, for a session that a signal ends at the
/// prompt: the shell's prompt then starts a row of its own instead of following the
/// half-typed line, which stays on the screen as it was.
static inline void clibedit_leave_the_line(void) {
  if (clibedit_reading_output < 0 || clibedit_in_background()) return;
  ssize_t written = write(clibedit_reading_output, "\r\n", 2);
  (void)written;
}

/// Gives `signal_number` to what handled it before the read, on this thread.
static inline void clibedit_pass_on(int signal_number, const struct sigaction *previous) {
  struct sigaction mine;
  sigaction(signal_number, previous, &mine);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal_number);
  pthread_sigmask(SIG_UNBLOCK, &only, NULL);
  raise(signal_number);  // stops here on Ctrl-Z, until `fg`
  pthread_sigmask(SIG_BLOCK, &only, NULL);
  sigaction(signal_number, &mine, NULL);
}

static void clibedit_on_signal(int signal_number) {
  int saved = errno;
  EditLine *el = clibedit_reading_editor;
  if (el != NULL && !pthread_equal(pthread_self(), *clibedit_reading_thread())) {
    pthread_kill(*clibedit_reading_thread(), signal_number);
    errno = saved;
    return;
  }
  int index = 0;
  while (index < clibedit_handled_count && clibedit_handled[index] != signal_number) index++;
  if (index == clibedit_handled_count) {
    errno = saved;
    return;
  }
  const struct sigaction *previous = &clibedit_previous_actions()[index];
  if (el == NULL) {
    // The read ended while the signal was on its way: what was there before takes it.
    if (previous->sa_handler != SIG_IGN) clibedit_pass_on(signal_number, previous);
    errno = saved;
    return;
  }
  switch (signal_number) {
  case SIGWINCH:
    clibedit()->el_resize(el);
    clibedit_redraw(el);
    break;
  case SIGCONT:
    // Resumed in the background (`bg`, or `kill -CONT` while the shell has the terminal):
    // the terminal is the shell's, so its mode and its screen are left alone. Reading
    // stops ledgersh again (SIGTTIN) until `fg`, whose SIGCONT comes here too.
    if (clibedit_in_background()) break;
    // Resumed (`fg`): the editor's terminal mode back, and the line. After a stop the
    // handlers never saw (SIGSTOP from outside), libedit still counts itself in its own
    // mode and would not set it again, leaving the shell's (keys echoed as ^[[D): its
    // terminal's mode first, then its own, so that it is set whatever libedit thought.
    clibedit()->el_set(el, EL_PREP_TERM, 0);
    clibedit()->el_set(el, EL_PREP_TERM, 1);
    clibedit_redraw(el);
    break;
  default:
    // Ctrl-Z, or the end of the session: the terminal's own mode first, then what the
    // signal did before the read (stop, or ledgersh's own ending, which leaves the
    // terminal so). After a stop, SIGCONT puts the editor's mode back.
    if (previous->sa_handler == SIG_IGN) break;
    if (signal_number == SIGTERM || signal_number == SIGHUP) clibedit_leave_the_line();
    clibedit()->el_set(el, EL_PREP_TERM, 0);
    if (signal_number == SIGQUIT) {
      // Ends the process as asked (status 131), not through Swift's crash report, which
      // took SIGQUIT for a crash and then let the session go on.
      struct sigaction quit;
      memset(&quit, 0, sizeof quit);
      quit.sa_handler = SIG_DFL;
      sigemptyset(&quit.sa_mask);
      clibedit_pass_on(signal_number, &quit);
      break;
    }
    clibedit_pass_on(signal_number, previous);
    break;
  }
  errno = saved;
}

/// Stops ledgersh (SIGTTIN, as a read would) while it runs in the background of its
/// terminal, so that the prompt is drawn only once it has the terminal again.
///
/// A command sent to the background (Ctrl-Z, `bg`) that then ended drew the next prompt
/// over the shell's, which had the keyboard. Gives up after a second of tries (an
/// orphaned process group is never stopped): the read then fails as the terminal says.
static inline void clibedit_wait_for_the_foreground(void) {
  for (int tries = 0; tries < 100 && clibedit_in_background(); tries++) {
    struct sigaction current;
    if (sigaction(SIGTTIN, NULL, &current) != 0 || current.sa_handler != SIG_DFL) return;
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, SIGTTIN);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(SIGTTIN);  // stops here until `fg` (or another `bg`)
    usleep(10000);
  }
}

/// Reads a line (el_wgets), handling Ctrl-Z, resumes and resizes meanwhile on this thread.
static inline const wchar_t *clibedit_wgets(EditLine *el, int *count, int output) {
  *clibedit_reading_thread() = pthread_self();
  clibedit_reading_output = output;
  clibedit_wait_for_the_foreground();
  for (int index = 0; index < clibedit_handled_count; index++) {
    clibedit_install_handler(clibedit_handled[index], &clibedit_previous_actions()[index]);
  }
  clibedit_reading_editor = el;
  const wchar_t *line = clibedit()->el_wgets(el, count);
  // Handlers first: a signal between the two finds the editor still there.
  for (int index = 0; index < clibedit_handled_count; index++) {
    sigaction(clibedit_handled[index], &clibedit_previous_actions()[index], NULL);
  }
  clibedit_reading_editor = NULL;
  return line;
}
static inline int clibedit_wgetc(EditLine *el, wchar_t *character) {
  return clibedit()->el_wgetc(el, character);
}
static inline void clibedit_wpush(EditLine *el, const wchar_t *text) {
  clibedit()->el_wpush(el, text);
}
static inline int clibedit_cursor(EditLine *el, int count) {
  return clibedit()->el_cursor(el, count);
}
static inline const LineInfoW *clibedit_wline(EditLine *el) { return clibedit()->el_wline(el); }
static inline int clibedit_winsertstr(EditLine *el, const wchar_t *text) {
  return clibedit()->el_winsertstr(el, text);
}
static inline HistoryW *clibedit_history_init(void) { return clibedit()->history_winit(); }
static inline void clibedit_history_end(HistoryW *history) {
  clibedit()->history_wend(history);
}

/// An editor command added with EL_ADDFN: returns one of the CC_* codes.
typedef unsigned char (*clibedit_command_t)(EditLine *, int);

/// A wide-character prompt function for EL_PROMPT_ESC.
typedef wchar_t *(*clibedit_wprompt_t)(EditLine *);

static inline EditLine *clibedit_init(const char *program) {
  if (!clibedit_available()) return NULL;
  return clibedit()->el_init(program, stdin, stdout, stderr);
}

/// Starts libedit on other descriptors than the standard ones (for tests on a
/// pseudo-terminal); `input` and `output` are duplicated, so the caller keeps its own.
/// The streams are returned for clibedit_close_streams after el_end.
static inline EditLine *clibedit_init_descriptors(
    const char *program, int input, int output, FILE **input_stream, FILE **output_stream) {
  if (!clibedit_available()) return NULL;
  int input_copy = dup(input);
  int output_copy = dup(output);
  FILE *in = input_copy >= 0 ? fdopen(input_copy, "r") : NULL;
  FILE *out = output_copy >= 0 ? fdopen(output_copy, "w") : NULL;
  if (in == NULL || out == NULL) {
    if (in != NULL) fclose(in); else if (input_copy >= 0) close(input_copy);
    if (out != NULL) fclose(out); else if (output_copy >= 0) close(output_copy);
    return NULL;
  }
  EditLine *el = clibedit()->el_init_fd(program, in, out, out, fileno(in), fileno(out), fileno(out));
  if (el == NULL) {
    fclose(in);
    fclose(out);
    return NULL;
  }
  *input_stream = in;
  *output_stream = out;
  return el;
}

static inline void clibedit_close_streams(FILE *input_stream, FILE *output_stream) {
  if (input_stream != NULL) fclose(input_stream);
  if (output_stream != NULL) fclose(output_stream);
}

static inline int clibedit_set_editor(EditLine *el, const char *mode) {
  return clibedit()->el_set(el, EL_EDITOR, mode);
}

/// Writes the current editor mode ("emacs" or "vi") to `mode`; returns 0 on success.
static inline int clibedit_get_editor(EditLine *el, const char **mode) {
  return clibedit()->el_get(el, EL_EDITOR, mode);
}

static inline int clibedit_set_signal_handling(EditLine *el, int on) {
  return clibedit()->el_set(el, EL_SIGNAL, on);
}

static inline int clibedit_bind(EditLine *el, const char *key, const char *command) {
  return clibedit()->el_set(el, EL_BIND, key, command, (const char *)NULL);
}

static inline int clibedit_add_function(
    EditLine *el, const char *name, const char *help, clibedit_command_t function) {
  return clibedit()->el_set(el, EL_ADDFN, name, help, function);
}

static inline int clibedit_set_client_data(EditLine *el, void *data) {
  return clibedit()->el_set(el, EL_CLIENTDATA, data);
}

static inline void *clibedit_client_data(EditLine *el) {
  void *data = NULL;
  if (clibedit()->el_get(el, EL_CLIENTDATA, &data) != 0) {
    return NULL;
  }
  return data;
}

/// Sets a wide prompt in which text between two `literal` characters is printed
/// as-is and takes no room (for ANSI escape sequences).
static inline int clibedit_set_wide_prompt(
    EditLine *el, clibedit_wprompt_t prompt, wchar_t literal) {
  return clibedit()->el_wset(el, EL_PROMPT_ESC, prompt, (int)literal);
}

static inline int clibedit_set_wide_history(EditLine *el, HistoryW *history) {
  return clibedit()->el_wset(el, EL_HIST, clibedit()->history_w, history);
}

/// The terminal's width in columns as libedit last saw it (0 if unknown).
static inline int clibedit_terminal_columns(EditLine *el) {
  int columns = 0;
  if (clibedit()->el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0) {
    return 0;
  }
  return columns;
}

static inline int clibedit_history_set_size(HistoryW *history, int size) {
  HistEventW event;
  return clibedit()->history_w(history, &event, H_SETSIZE, size);
}

static inline int clibedit_history_set_unique(HistoryW *history, int unique) {
  HistEventW event;
  return clibedit()->history_w(history, &event, H_SETUNIQUE, unique);
}

static inline int clibedit_history_enter(HistoryW *history, const wchar_t *line) {
  HistEventW event;
  return clibedit()->history_w(history, &event, H_ENTER, line);
}

/// Set by the SIGINT handler below; read and cleared with clibedit_take_interrupt.
static volatile sig_atomic_t clibedit_interrupt_received = 0;

/// The thread that installed the SIGINT handler, which reads the line.
static inline pthread_t *clibedit_interrupted_thread(void) {
  static pthread_t thread;
  return &thread;
}

static void clibedit_note_interrupt(int signal_number) {
  // On another thread the read would go on: the reading thread is told instead.
  if (!pthread_equal(pthread_self(), *clibedit_interrupted_thread())) {
    int saved = errno;
    pthread_kill(*clibedit_interrupted_thread(), signal_number);
    errno = saved;
    return;
  }
  clibedit_interrupt_received = 1;
}

/// Whether SIGINT arrived since the last call (errno is no witness: libedit
/// retries reads that SIGWINCH interrupts and leaves EINTR behind).
static inline int clibedit_take_interrupt(void) {
  int received = clibedit_interrupt_received;
  clibedit_interrupt_received = 0;
  return received;
}

/// Installs a SIGINT handler that notes the signal and, lacking SA_RESTART, makes
/// a blocked read fail with EINTR; the handler it replaces goes to `previous`.
static inline int clibedit_install_interrupt_handler(struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = clibedit_note_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  clibedit_interrupt_received = 0;
  *clibedit_interrupted_thread() = pthread_self();
  return sigaction(SIGINT, &action, previous);
}

static inline int clibedit_restore_interrupt_handler(const struct sigaction *previous) {
  return sigaction(SIGINT, previous, NULL);
}
#endif
