#ifndef LAZYLIBRARY_H
#define LAZYLIBRARY_H
// One way to open a shared library on first use instead of linking it: CLibedit, CChafa and
// CImageDecoders include this file (by path, it is not a module of its own). Loading a
// library that few runs need (libedit for sessions, libchafa and the picture decoders for
// pictures) cost every start of ledgersh its share of about 1.7 ms.
//
//   #define FOO_FUNCTIONS(X) X(foo_open) X(foo_close, int, (struct foo *))
//   LAZY_LIBRARY(cfoo, FOO_FUNCTIONS, "libfoo.so.1", "libfoo.so")
//
// declares `cfoo_api` (one function pointer per name, typed from the library's own
// prototypes) and `const cfoo_api *cfoo_functions(void)`: the table, filled by dlopen and
// dlsym once for the whole process, or NULL when no name opens or a function is missing.
// Each name is tried in turn; the library stays loaded.
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/// Opens the first of `names` that loads, or NULL when none does.
static inline void *lazy_library_open(const char *const *names, size_t count) {
  void *library = NULL;
  for (size_t index = 0; index < count && library == NULL; index++) {
    library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
  }
  return library;
}

// A function is listed as X(name), typed from the prototype in scope, or as
// X(name, result type, (parameter types)) when there is none (CChafa declares no chafa
// prototypes: chafa.h needs GLib's headers).
#define LAZY_LIBRARY_PICK(_1, _2, _3, NAME, ...) NAME
#define LAZY_LIBRARY_FIELD(...) \
  LAZY_LIBRARY_PICK(__VA_ARGS__, LAZY_LIBRARY_TYPED, _, LAZY_LIBRARY_TYPEOF)(__VA_ARGS__)
#define LAZY_LIBRARY_TYPEOF(name) __typeof__(&name) name;
#define LAZY_LIBRARY_TYPED(name, result, parameters) result(*name) parameters;
#define LAZY_LIBRARY_FIND(name, ...)                        \
  api->name = (__typeof__(api->name))dlsym(library, #name); \
  if (api->name == NULL) found = 0;

// The table must have an initializer: Swift's importer emits no tentative definitions.
#define LAZY_LIBRARY(prefix, FUNCTIONS, ...)                                        \
  typedef struct { FUNCTIONS(LAZY_LIBRARY_FIELD) } prefix##_api;                  \
  static prefix##_api prefix##_loaded = {0};                                       \
  static int prefix##_found = 0;                                                   \
  static pthread_once_t prefix##_once = PTHREAD_ONCE_INIT;                         \
  static void prefix##_load(void) {                                                \
    static const char *const names[] = {__VA_ARGS__};                              \
    void *library = lazy_library_open(names, sizeof names / sizeof names[0]);      \
    if (library == NULL) return;                                                   \
    prefix##_api *api = &prefix##_loaded;                                          \
    int found = 1;                                                                 \
    FUNCTIONS(LAZY_LIBRARY_FIND)                                                   \
    prefix##_found = found;                                                        \
  }                                                                                \
  static inline const prefix##_api *prefix##_functions(void) {                     \
    pthread_once(&prefix##_once, prefix##_load);                                   \
    return prefix##_found ? &prefix##_loaded : NULL;                               \
  }
#endif
