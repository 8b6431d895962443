#ifndef CLIBEDIT_H
#define CLIBEDIT_H
// Swift cannot call C variadic functions (el_set, el_get, history) and, in Swift 6
// mode, cannot touch the stdin/stdout/stderr globals: these static inline wrappers
// expose each operation ledgersh uses with a fixed signature.
#include <stdio.h>
#include <wchar.h>
#include <locale.h>
#include <histedit.h>
#endif
