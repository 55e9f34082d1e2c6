// Loads libclang at run time and flattens a parsed file's cursors into plain C data.
// The declarations below restate the parts of clang-c/Index.h used here (see _CClang.h).
#include "_CClang.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void *CXIndex;
typedef void *CXTranslationUnit;
typedef void *CXClientData;
typedef void *CXFile;
typedef void *CXEvalResult;
typedef void *CXDiagnostic;
typedef struct { const void *data; unsigned flags; } CXString;
typedef struct { int kind; int xdata; const void *data[3]; } CXCursor;
typedef struct { const void *ptr[2]; unsigned value; } CXSourceLocation;
typedef struct { const void *ptr[2]; unsigned begin; unsigned end; } CXSourceRange;
typedef struct { int kind; void *data[2]; } CXType;
typedef struct { unsigned values[4]; void *ptr; } CXToken;
typedef struct { const char *name; const char *contents; unsigned long length; } CXUnsavedFile;
typedef int (*CXCursorVisitor)(CXCursor cursor, CXCursor parent, CXClientData data);

enum {
    visitBreak = 0, visitContinue = 1,
    optionKeepGoing = 0x200,
    severityError = 3,
    evalInt = 1, evalFloat = 2,
    typeFirstNumber = 3, typeLastNumber = 23, // CXType_Bool … CXType_LongDouble
    typeUnexposed = 1,
    cursorMemberRefExpr = 102,
    cursorObjCMessageExpr = 104,
    cursorObjCInterfaceDecl = 11, cursorObjCImplementationDecl = 18, cursorObjCSuperClassRef = 40,
    cursorFirstExpr = 100, cursorLastExpr = 199,
    cursorUnaryOperator = 112, cursorBinaryOperator = 114, cursorCompoundAssignOperator = 115,
};

static struct {
    CXIndex (*createIndex)(int, int);
    void (*disposeIndex)(CXIndex);
    int (*parseTranslationUnit2)(CXIndex, const char *, const char *const *, int, CXUnsavedFile *, unsigned, unsigned, CXTranslationUnit *);
    void (*disposeTranslationUnit)(CXTranslationUnit);
    CXCursor (*getTranslationUnitCursor)(CXTranslationUnit);
    unsigned (*visitChildren)(CXCursor, CXCursorVisitor, CXClientData);
    CXString (*getCursorSpelling)(CXCursor);
    const char *(*getCString)(CXString);
    void (*disposeString)(CXString);
    CXSourceLocation (*getCursorLocation)(CXCursor);
    CXSourceRange (*getCursorExtent)(CXCursor);
    CXSourceLocation (*getRangeEnd)(CXSourceRange);
    void (*getExpansionLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
    int (*locationIsFromMainFile)(CXSourceLocation);
    CXType (*getCursorType)(CXCursor);
    CXString (*getTypeSpelling)(CXType);
    CXCursor (*getCursorReferenced)(CXCursor);
    CXEvalResult (*evaluate)(CXCursor);
    int (*evalResultKind)(CXEvalResult);
    double (*evalResultDouble)(CXEvalResult);
    int (*evalResultInt)(CXEvalResult);
    void (*evalResultDispose)(CXEvalResult);
    unsigned (*numDiagnostics)(CXTranslationUnit);
    CXDiagnostic (*getDiagnostic)(CXTranslationUnit, unsigned);
    int (*diagnosticSeverity)(CXDiagnostic);
    CXString (*diagnosticSpelling)(CXDiagnostic);
    CXSourceLocation (*diagnosticLocation)(CXDiagnostic);
    void (*disposeDiagnostic)(CXDiagnostic);
    void (*tokenize)(CXTranslationUnit, CXSourceRange, CXToken **, unsigned *);
    CXString (*tokenSpelling)(CXTranslationUnit, CXToken);
    CXSourceLocation (*tokenLocation)(CXTranslationUnit, CXToken);
    void (*disposeTokens)(CXTranslationUnit, CXToken *, unsigned);
} api;

static void *library;
static pthread_mutex_t loading = PTHREAD_MUTEX_INITIALIZER;

int pdm_clang_load(const char *path, char *reason, size_t capacity) {
    pthread_mutex_lock(&loading);
    if (library) {
        pthread_mutex_unlock(&loading);
        return 0;
    }
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(reason, capacity, "%s", why ? why : "dlopen failed");
        pthread_mutex_unlock(&loading);
        return 1;
    }
    struct { void **slot; const char *name; } symbols[] = {
        { (void **)&api.createIndex, "clang_createIndex" },
        { (void **)&api.disposeIndex, "clang_disposeIndex" },
        { (void **)&api.parseTranslationUnit2, "clang_parseTranslationUnit2" },
        { (void **)&api.disposeTranslationUnit, "clang_disposeTranslationUnit" },
        { (void **)&api.getTranslationUnitCursor, "clang_getTranslationUnitCursor" },
        { (void **)&api.visitChildren, "clang_visitChildren" },
        { (void **)&api.getCursorSpelling, "clang_getCursorSpelling" },
        { (void **)&api.getCString, "clang_getCString" },
        { (void **)&api.disposeString, "clang_disposeString" },
        { (void **)&api.getCursorLocation, "clang_getCursorLocation" },
        { (void **)&api.getCursorExtent, "clang_getCursorExtent" },
        { (void **)&api.getRangeEnd, "clang_getRangeEnd" },
        { (void **)&api.getExpansionLocation, "clang_getExpansionLocation" },
        { (void **)&api.locationIsFromMainFile, "clang_Location_isFromMainFile" },
        { (void **)&api.getCursorType, "clang_getCursorType" },
        { (void **)&api.getTypeSpelling, "clang_getTypeSpelling" },
        { (void **)&api.getCursorReferenced, "clang_getCursorReferenced" },
        { (void **)&api.evaluate, "clang_Cursor_Evaluate" },
        { (void **)&api.evalResultKind, "clang_EvalResult_getKind" },
        { (void **)&api.evalResultDouble, "clang_EvalResult_getAsDouble" },
        { (void **)&api.evalResultInt, "clang_EvalResult_getAsInt" },
        { (void **)&api.evalResultDispose, "clang_EvalResult_dispose" },
        { (void **)&api.numDiagnostics, "clang_getNumDiagnostics" },
        { (void **)&api.getDiagnostic, "clang_getDiagnostic" },
        { (void **)&api.diagnosticSeverity, "clang_getDiagnosticSeverity" },
        { (void **)&api.diagnosticSpelling, "clang_getDiagnosticSpelling" },
        { (void **)&api.diagnosticLocation, "clang_getDiagnosticLocation" },
        { (void **)&api.disposeDiagnostic, "clang_disposeDiagnostic" },
        { (void **)&api.tokenize, "clang_tokenize" },
        { (void **)&api.tokenSpelling, "clang_getTokenSpelling" },
        { (void **)&api.tokenLocation, "clang_getTokenLocation" },
        { (void **)&api.disposeTokens, "clang_disposeTokens" },
    };
    for (size_t index = 0; index < sizeof symbols / sizeof symbols[0]; index++) {
        *symbols[index].slot = dlsym(handle, symbols[index].name);
        if (!*symbols[index].slot) {
            snprintf(reason, capacity, "%s has no %s", path, symbols[index].name);
            dlclose(handle);
            memset(&api, 0, sizeof api);
            pthread_mutex_unlock(&loading);
            return 1;
        }
    }
    library = handle;
    pthread_mutex_unlock(&loading);
    return 0;
}

int pdm_clang_loaded(void) {
    pthread_mutex_lock(&loading);
    int loaded = library != NULL;
    pthread_mutex_unlock(&loading);
    return loaded;
}

// Strings copied into blocks that live as long as the result.
typedef struct Block { struct Block *next; size_t used, size; char bytes[]; } Block;

static const char *keep(Block **arena, const char *text) {
    if (!text || !*text) return "";
    size_t length = strlen(text) + 1;
    Block *block = *arena;
    if (!block || block->size - block->used < length) {
        size_t size = length > 65536 ? length : 65536;
        Block *fresh = malloc(sizeof(Block) + size);
        if (!fresh) return "";
        fresh->next = block;
        fresh->used = 0;
        fresh->size = size;
        *arena = fresh;
        block = fresh;
    }
    char *copy = block->bytes + block->used;
    memcpy(copy, text, length);
    block->used += length;
    return copy;
}

static const char *keepString(Block **arena, CXString string) {
    const char *copy = keep(arena, api.getCString(string));
    api.disposeString(string);
    return copy;
}

typedef struct {
    CXTranslationUnit unit;
    PDMClangNode *nodes;
    int count, capacity;
    Block *arena;
    int failed;
    // Interfaces seen at the top level (any file): name → superclass name.
    const char **interfaces, **superclasses;
    int interfaceCount, interfaceCapacity;
} Builder;

typedef struct { Builder *builder; int parent; int depth; } Visit;

// Deeper cursors are not flattened (clang's own bracket depth limit is 256).
enum { maximumDepth = 400 };

static unsigned offsetOf(CXSourceLocation location) {
    CXFile file;
    unsigned line, column, offset;
    api.getExpansionLocation(location, &file, &line, &column, &offset);
    return offset;
}

static int firstChildEnd(CXCursor cursor, CXCursor parent, CXClientData data) {
    (void)parent;
    *(unsigned *)data = offsetOf(api.getRangeEnd(api.getCursorExtent(cursor)));
    return visitBreak;
}

static int isPunctuation(const char *text) {
    return text[0] && !((text[0] >= 'a' && text[0] <= 'z') || (text[0] >= 'A' && text[0] <= 'Z') || (text[0] >= '0' && text[0] <= '9') || text[0] == '_' || text[0] == '"' || text[0] == '@');
}

// The operator's token: for a binary operator the first token after its left operand; for a
// unary one the first token when it is punctuation (prefix), else the last (postfix).
static const char *operatorOf(Builder *builder, CXCursor cursor) {
    CXToken *tokens = NULL;
    unsigned count = 0;
    api.tokenize(builder->unit, api.getCursorExtent(cursor), &tokens, &count);
    const char *found = "";
    if (count > 0) {
        if (cursor.kind == cursorUnaryOperator) {
            CXString first = api.tokenSpelling(builder->unit, tokens[0]);
            if (isPunctuation(api.getCString(first))) {
                found = keep(&builder->arena, api.getCString(first));
            } else {
                found = keepString(&builder->arena, api.tokenSpelling(builder->unit, tokens[count - 1]));
            }
            api.disposeString(first);
        } else {
            unsigned end = 0;
            api.visitChildren(cursor, firstChildEnd, &end);
            for (unsigned index = 0; index < count; index++) {
                if (offsetOf(api.tokenLocation(builder->unit, tokens[index])) >= end) {
                    found = keepString(&builder->arena, api.tokenSpelling(builder->unit, tokens[index]));
                    break;
                }
            }
        }
    }
    if (tokens) api.disposeTokens(builder->unit, tokens, count);
    return found;
}

static int isIdentifier(const char *text) {
    return (text[0] >= 'a' && text[0] <= 'z') || (text[0] >= 'A' && text[0] <= 'Z') || text[0] == '_';
}

// A message's selector read from its tokens, for a message no declaration announces (libclang
// spells those empty): the names followed by ':' inside its outer brackets, or the last name
// there for a message with no argument.
static const char *selectorOf(Builder *builder, CXCursor cursor) {
    CXToken *tokens = NULL;
    unsigned count = 0;
    api.tokenize(builder->unit, api.getCursorExtent(cursor), &tokens, &count);
    char selector[512] = "";
    size_t used = 0;
    int depth = 0;
    const char *lastName = NULL;
    CXString lastSpelling = { NULL, 0 };
    for (unsigned index = 0; index < count; index++) {
        CXString spelling = api.tokenSpelling(builder->unit, tokens[index]);
        const char *text = api.getCString(spelling);
        if (strcmp(text, "[") == 0 || strcmp(text, "(") == 0 || strcmp(text, "{") == 0) {
            depth++;
        } else if (strcmp(text, "]") == 0 || strcmp(text, ")") == 0 || strcmp(text, "}") == 0) {
            depth--;
        } else if (depth == 1 && isIdentifier(text)) {
            int keyword = 0;
            if (index + 1 < count) {
                CXString next = api.tokenSpelling(builder->unit, tokens[index + 1]);
                keyword = strcmp(api.getCString(next), ":") == 0;
                api.disposeString(next);
            }
            size_t length = strlen(text);
            if (keyword && used + length + 2 < sizeof selector) {
                memcpy(selector + used, text, length);
                used += length;
                selector[used++] = ':';
                selector[used] = 0;
            }
            if (lastSpelling.data) api.disposeString(lastSpelling);
            lastSpelling = spelling;
            lastName = text;
            continue;
        }
        api.disposeString(spelling);
    }
    const char *found = used > 0 ? keep(&builder->arena, selector) : keep(&builder->arena, lastName ? lastName : "");
    if (lastSpelling.data) api.disposeString(lastSpelling);
    if (tokens) api.disposeTokens(builder->unit, tokens, count);
    return found;
}

static int add(Builder *builder, CXCursor cursor, int parent) {
    if (builder->count == builder->capacity) {
        int capacity = builder->capacity ? builder->capacity * 2 : 1024;
        PDMClangNode *grown = realloc(builder->nodes, sizeof(PDMClangNode) * (size_t)capacity);
        if (!grown) {
            builder->failed = 1;
            return -1;
        }
        builder->nodes = grown;
        builder->capacity = capacity;
    }
    PDMClangNode *node = &builder->nodes[builder->count];
    memset(node, 0, sizeof *node);
    node->kind = cursor.kind;
    node->parent = parent;
    CXFile file;
    unsigned offset;
    CXSourceLocation location = api.getCursorLocation(cursor);
    api.getExpansionLocation(location, &file, &node->line, &node->column, &offset);
    node->spelling = keepString(&builder->arena, api.getCursorSpelling(cursor));
    if (cursor.kind == cursorObjCMessageExpr && node->spelling[0] == 0) node->spelling = selectorOf(builder, cursor);
    node->type = "";
    node->op = "";
    int isExpression = cursor.kind >= cursorFirstExpr && cursor.kind <= cursorLastExpr;
    if (isExpression || (cursor.kind >= 8 && cursor.kind <= 10) || cursor.kind == 14 || cursor.kind == 15 || (cursor.kind >= 16 && cursor.kind <= 17)) {
        CXType type = api.getCursorType(cursor);
        // A property read with dot syntax has a placeholder type: the property's is the one.
        if (cursor.kind == cursorMemberRefExpr && type.kind <= typeUnexposed) type = api.getCursorType(api.getCursorReferenced(cursor));
        node->type = keepString(&builder->arena, api.getTypeSpelling(type));
        if (isExpression && type.kind >= typeFirstNumber && type.kind <= typeLastNumber) {
            CXEvalResult result = api.evaluate(cursor);
            if (result) {
                int kind = api.evalResultKind(result);
                if (kind == evalInt) {
                    node->number = api.evalResultInt(result);
                    node->hasNumber = 1;
                } else if (kind == evalFloat) {
                    node->number = api.evalResultDouble(result);
                    node->hasNumber = 1;
                }
                api.evalResultDispose(result);
            }
        }
    }
    if (cursor.kind == cursorUnaryOperator || cursor.kind == cursorBinaryOperator || cursor.kind == cursorCompoundAssignOperator) {
        node->op = operatorOf(builder, cursor);
    }
    return builder->count++;
}

// The class a property is read on with dot syntax (`Container.class`, `UIColor.redColor`),
// which libclang does not expose as a child: the name before the '.'.
static const char *classReceiverOf(Builder *builder, CXCursor cursor) {
    CXToken *tokens = NULL;
    unsigned count = 0;
    api.tokenize(builder->unit, api.getCursorExtent(cursor), &tokens, &count);
    const char *found = "";
    if (count >= 3) {
        CXString dot = api.tokenSpelling(builder->unit, tokens[count - 2]);
        CXString name = api.tokenSpelling(builder->unit, tokens[count - 3]);
        if (strcmp(api.getCString(dot), ".") == 0 && isIdentifier(api.getCString(name))) found = keep(&builder->arena, api.getCString(name));
        api.disposeString(dot);
        api.disposeString(name);
    }
    if (tokens) api.disposeTokens(builder->unit, tokens, count);
    return found;
}

static int visitNode(CXCursor cursor, CXCursor parent, CXClientData data) {
    (void)parent;
    Visit *visit = data;
    int index = add(visit->builder, cursor, visit->parent);
    if (index < 0) return visitBreak;
    int before = visit->builder->count;
    if (visit->depth < maximumDepth) {
        Visit inner = { visit->builder, index, visit->depth + 1 };
        api.visitChildren(cursor, visitNode, &inner);
    }
    if (cursor.kind == cursorMemberRefExpr && visit->builder->count == before && !visit->builder->failed) {
        visit->builder->nodes[index].op = classReceiverOf(visit->builder, cursor);
    }
    return visit->builder->failed ? visitBreak : visitContinue;
}

static int superclassRef(CXCursor cursor, CXCursor parent, CXClientData data) {
    (void)parent;
    if (cursor.kind == cursorObjCSuperClassRef) {
        *(CXString *)data = api.getCursorSpelling(cursor);
        return visitBreak;
    }
    return visitContinue;
}

static int visitTop(CXCursor cursor, CXCursor parent, CXClientData data) {
    (void)parent;
    Builder *builder = data;
    if (cursor.kind == cursorObjCInterfaceDecl) {
        CXString super = { NULL, 0 };
        api.visitChildren(cursor, superclassRef, &super);
        if (super.data) {
            if (builder->interfaceCount == builder->interfaceCapacity) {
                int capacity = builder->interfaceCapacity ? builder->interfaceCapacity * 2 : 256;
                const char **names = realloc(builder->interfaces, sizeof(char *) * (size_t)capacity);
                if (names) builder->interfaces = names;
                const char **supers = realloc(builder->superclasses, sizeof(char *) * (size_t)capacity);
                if (supers) builder->superclasses = supers;
                if (!names || !supers) {
                    builder->failed = 1;
                    api.disposeString(super);
                    return visitBreak;
                }
                builder->interfaceCapacity = capacity;
            }
            builder->interfaces[builder->interfaceCount] = keepString(&builder->arena, api.getCursorSpelling(cursor));
            builder->superclasses[builder->interfaceCount] = keepString(&builder->arena, super);
            builder->interfaceCount++;
        }
    }
    if (!api.locationIsFromMainFile(api.getCursorLocation(cursor))) return visitContinue;
    Visit visit = { builder, -1, 0 };
    visitNode(cursor, parent, &visit);
    return builder->failed ? visitBreak : visitContinue;
}

static const char *superclassOf(Builder *builder, const char *name) {
    for (int index = builder->interfaceCount - 1; index >= 0; index--) {
        if (strcmp(builder->interfaces[index], name) == 0) return builder->superclasses[index];
    }
    return NULL;
}

// An implementation's type is its superclasses, nearest first, joined by ':'.
static void writeSuperclasses(Builder *builder) {
    for (int index = 0; index < builder->count; index++) {
        PDMClangNode *node = &builder->nodes[index];
        if (node->kind != cursorObjCImplementationDecl) continue;
        char chain[1024] = "";
        size_t used = 0;
        const char *name = node->spelling;
        for (int depth = 0; depth < 32; depth++) {
            const char *super = superclassOf(builder, name);
            if (!super) break;
            size_t length = strlen(super);
            if (used + length + 2 >= sizeof chain) break;
            if (used) chain[used++] = ':';
            memcpy(chain + used, super, length);
            used += length;
            chain[used] = 0;
            name = super;
        }
        node->type = keep(&builder->arena, chain);
    }
}

PDMClangResult pdm_clang_parse(
    const char *file, const char *const *arguments, int argumentCount,
    const PDMClangUnsavedFile *unsaved, int unsavedCount
) {
    PDMClangResult result;
    memset(&result, 0, sizeof result);
    result.firstError = "";
    result.failure = "";
    if (!pdm_clang_loaded()) {
        result.failure = "libclang is not loaded";
        return result;
    }
    Builder builder;
    memset(&builder, 0, sizeof builder);
    CXUnsavedFile *files = calloc((size_t)(unsavedCount > 0 ? unsavedCount : 1), sizeof(CXUnsavedFile));
    if (!files) {
        result.failure = "out of memory";
        return result;
    }
    for (int index = 0; index < unsavedCount; index++) {
        files[index].name = unsaved[index].path;
        files[index].contents = unsaved[index].contents;
        files[index].length = unsaved[index].length;
    }
    CXIndex index = api.createIndex(0, 0);
    CXTranslationUnit unit = NULL;
    int code = api.parseTranslationUnit2(index, file, arguments, argumentCount, files, (unsigned)unsavedCount, optionKeepGoing, &unit);
    free(files);
    if (code != 0 || !unit) {
        static const char *reasons[] = { "success", "libclang failed", "libclang crashed", "invalid arguments", "AST read error" };
        result.failure = (code > 0 && code <= 4) ? reasons[code] : "libclang failed";
        api.disposeIndex(index);
        return result;
    }
    builder.unit = unit;
    api.visitChildren(api.getTranslationUnitCursor(unit), visitTop, &builder);
    writeSuperclasses(&builder);
    unsigned diagnostics = api.numDiagnostics(unit);
    for (unsigned at = 0; at < diagnostics; at++) {
        CXDiagnostic diagnostic = api.getDiagnostic(unit, at);
        if (api.diagnosticSeverity(diagnostic) >= severityError) {
            if (result.errors == 0) {
                result.firstError = keepString(&builder.arena, api.diagnosticSpelling(diagnostic));
                CXFile where;
                unsigned line, column, offset;
                api.getExpansionLocation(api.diagnosticLocation(diagnostic), &where, &line, &column, &offset);
                result.firstErrorLine = line;
            }
            result.errors++;
        }
        api.disposeDiagnostic(diagnostic);
    }
    api.disposeTranslationUnit(unit);
    api.disposeIndex(index);
    free(builder.interfaces);
    free(builder.superclasses);
    if (builder.failed) result.failure = "out of memory";
    result.nodes = builder.nodes;
    result.count = builder.count;
    result.arena = builder.arena;
    return result;
}

void pdm_clang_free(PDMClangResult *result) {
    free(result->nodes);
    Block *block = result->arena;
    while (block) {
        Block *next = block->next;
        free(block);
        block = next;
    }
    result->nodes = NULL;
    result->count = 0;
    result->arena = NULL;
}
