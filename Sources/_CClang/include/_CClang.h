// The part of libclang's stable C API (clang-c/Index.h) the Objective-C reader uses, declared here
// so that the package builds where clang's headers are absent, and loaded at run time with
// dlopen so that nothing links libclang. Layouts and values are those of clang-c/Index.h, which
// has kept them stable since clang 3.x. Internal to SourcePairs; no stable API.
#ifndef PERSEUS_CCLANG_H
#define PERSEUS_CCLANG_H

#include <stddef.h>

/// One cursor of a parsed file, flattened: the reader rebuilds the tree from `parent`.
typedef struct {
    /// libclang's cursor kind (CXCursorKind).
    int kind;
    /// The index of the enclosing node in the same array; -1 for a top-level declaration.
    int parent;
    /// Where the cursor's expansion starts in the main file (1-based); 0 when it is not there.
    unsigned line;
    unsigned column;
    /// The cursor's spelling (a selector, a member or declaration name, a string literal with
    /// its quotes); never NULL.
    const char *spelling;
    /// The type's spelling (`UILabel *`) for expressions and declarations; never NULL.
    const char *type;
    /// The operator of a unary, binary or compound assignment operator (`=`, `!`); for a
    /// property read with dot syntax on a class (`Container.class`), the class; never NULL.
    const char *op;
    /// The value of a numeric constant expression, when `hasNumber`.
    double number;
    int hasNumber;
} PDMClangNode;

/// What one parse produced.
typedef struct {
    PDMClangNode *nodes;
    int count;
    /// Errors (and fatal errors) clang reported in the file, and the first one's text and line.
    int errors;
    const char *firstError;
    unsigned firstErrorLine;
    /// Why nothing could be parsed (libclang's error code), or NULL.
    const char *failure;
    /// Storage for the strings above; freed by pdm_clang_free.
    void *arena;
} PDMClangResult;

/// A header's text given for a path, so that the reader's stub headers need no file on disk.
typedef struct {
    const char *path;
    const char *contents;
    unsigned long length;
} PDMClangUnsavedFile;

/// Loads libclang from `path` (dlopen). Returns 0 on success; on failure writes why (dlerror's
/// text, or the first function the library lacks) into `reason` (at most `capacity` bytes).
int pdm_clang_load(const char *path, char *reason, size_t capacity);

/// Whether a library has been loaded.
int pdm_clang_loaded(void);

/// Parses `file` with `arguments` and the given unsaved files, and flattens every cursor in the
/// main file into the result. Thread-safe: every call uses its own index.
PDMClangResult pdm_clang_parse(
    const char *file, const char *const *arguments, int argumentCount,
    const PDMClangUnsavedFile *unsaved, int unsavedCount);

/// Frees what pdm_clang_parse returned.
void pdm_clang_free(PDMClangResult *result);

#endif
