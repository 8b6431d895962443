// GRDB registers an authorizer on every connection it opens. SQLite calls it while it
// compiles a statement, once for each column the statement (and every trigger program it
// fires) reads, and GRDB turns each of those calls into Swift strings and a union of
// "database regions", the tables and columns a statement reads. Regions serve GRDB's
// ValueObservation and DatabaseRegionObservation, which ledgersh does not use; yet they
// were a tenth of the instructions of `ledgersh -c projects` and a fifth of the time of
// the command-line fuzz target.
//
// This file defines `sqlite3_set_authorizer`. The linker binds GRDB's call to it, as a
// definition in the program comes before the shared library's; it registers a filter
// in front of GRDB's authorizer, which answers SQLITE_READ itself ("allowed", the answer
// GRDB always gives) and hands every other action on unchanged: transaction and
// savepoint statements, schema changes, the deletions GRDB watches, writes. A second,
// different authorizer is registered as it is, unfiltered.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sqlite3.h>
#include <stdatomic.h>
#include <stddef.h>

#include "CSQLiteAuthorizer.h"

typedef int (*Authorizer)(void *, int, const char *, const char *, const char *,
                          const char *);
typedef int (*SetAuthorizer)(sqlite3 *, Authorizer, void *);

/// The authorizer the filter stands in front of: the first one registered (GRDB's, the
/// same function for every connection; each connection passes its own argument).
static _Atomic(Authorizer) filtered = NULL;
static atomic_ulong readsAnswered = 0;

unsigned long ledgersh_authorizer_reads_answered(void) {
  return atomic_load_explicit(&readsAnswered, memory_order_relaxed);
}

static int filter(void *argument, int action, const char *a, const char *b, const char *c,
                  const char *d) {
  if (action == SQLITE_READ) {
    atomic_fetch_add_explicit(&readsAnswered, 1, memory_order_relaxed);
    return SQLITE_OK;
  }
  Authorizer next = atomic_load_explicit(&filtered, memory_order_acquire);
  return next(argument, action, a, b, c, d);
}

int sqlite3_set_authorizer(sqlite3 *db, Authorizer authorizer, void *argument) {
  static _Atomic(SetAuthorizer) real = NULL;
  SetAuthorizer set = atomic_load_explicit(&real, memory_order_acquire);
  if (set == NULL) {
    set = (SetAuthorizer)dlsym(RTLD_NEXT, "sqlite3_set_authorizer");
    if (set == NULL) return SQLITE_ERROR;
    atomic_store_explicit(&real, set, memory_order_release);
  }
  if (authorizer == NULL) return set(db, NULL, argument);
  Authorizer expected = NULL;
  if (atomic_compare_exchange_strong(&filtered, &expected, authorizer) ||
      expected == authorizer) {
    return set(db, filter, argument);
  }
  return set(db, authorizer, argument);
}
