/// The declarations an Objective-C file is parsed against where no Apple SDK is installed:
/// Foundation, UIKit, AppKit, Core Graphics, Core Animation and Core Text as far as drawing code
/// uses them (the classes views and controllers are typed with, their color, text and layer
/// properties, fills and text draws). clang drops every statement that names an undeclared
/// type, so a class an app's views are typed with is declared here even when the reader reads
/// none of its members. Written for this reader from the frameworks' documented interfaces;
/// they declare, they implement nothing.
enum ObjectiveCHeaders {
    /// The folder the headers are given in (no file is written there: clang is handed their
    /// text).
    static let folder = "/perseus-darkmode-sdk"

    /// The frameworks an app imports (`#import <UIKit/UIKit.h>`), each answered by the one
    /// header, which every file also includes first (a prefix header imports UIKit for the
    /// files that do not).
    static let frameworks = [
        "Foundation", "UIKit", "AppKit", "Cocoa", "CoreGraphics", "QuartzCore", "CoreText", "CoreImage", "ObjectiveC", "SpriteKit",
        "Quartz",
    ]

    /// Whether an angled include (`<UIKit/UIKit.h>`) names one of these headers.
    static func answers(_ name: String) -> Bool {
        name == "PerseusSDK.h" || name == "objc/runtime.h"
            || frameworks.contains { name == "\($0)/\($0).h" }
    }

    /// The headers, as (path, text).
    static let files: [(path: String, contents: String)] = {
        var files = [(path: "\(folder)/PerseusSDK.h", contents: sdk)]
        for framework in frameworks {
            files.append(("\(folder)/\(framework)/\(framework).h", "#include <PerseusSDK.h>\n"))
        }
        files.append(("\(folder)/objc/runtime.h", "#include <PerseusSDK.h>\n"))
        return files
    }()

    /// UIKit's system colors (`+[UIColor labelColor]`), as Apple's `UIColor` documentation
    /// lists them ("Standard colors", "UI element colors", "Fixed colors").
    static let uiKitColors = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
        "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tint", "darkText", "lightText",
        "groupTableViewBackground", "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
        "magenta", "orange", "purple", "brown", "clear",
    ]

    /// AppKit's (`+[NSColor labelColor]`), as Apple's `NSColor` documentation lists them.
    static let appKitColors = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "text", "placeholderText", "selectedText",
        "textBackground", "selectedTextBackground", "keyboardFocusIndicator", "unemphasizedSelectedText",
        "unemphasizedSelectedTextBackground", "link", "separator", "selectedContentBackground",
        "unemphasizedSelectedContentBackground", "selectedMenuItemText", "grid", "headerText", "alternatingContentBackground",
        "control", "controlBackground", "controlText", "disabledControlText", "selectedControl", "selectedControlText",
        "alternateSelectedControlText", "scrubberTexturedBackground", "windowBackground", "windowFrameText",
        "underPageBackground", "findHighlight", "highlight", "shadow", "controlAccent", "systemRed", "systemOrange",
        "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple",
        "systemPink", "systemBrown", "systemGray", "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue",
        "cyan", "yellow", "magenta", "orange", "purple", "brown", "clear",
    ]

    private static func colorProperties(_ names: [String], of type: String) -> String {
        names.map { "@property (class, readonly) \(type) *\($0)Color;" }.joined(separator: "\n")
    }

    private static let sdk = """
        #pragma once
        #pragma clang system_header
        typedef signed char BOOL;
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        #define nil ((id)0)
        #define Nil ((Class)0)
        #define NULL ((void *)0)
        typedef long NSInteger;
        typedef unsigned long size_t;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef double NSTimeInterval;
        typedef unsigned short unichar;
        #define NS_ENUM(type, name) enum name : type name; enum name : type
        #define NS_OPTIONS(type, name) enum name : type name; enum name : type
        #define NS_CLOSED_ENUM(type, name) enum name : type name; enum name : type
        #define NS_TYPED_ENUM
        #define NS_TYPED_EXTENSIBLE_ENUM
        #define NS_STRING_ENUM
        #define NS_ASSUME_NONNULL_BEGIN
        #define NS_ASSUME_NONNULL_END
        #define NS_DESIGNATED_INITIALIZER
        #define NS_UNAVAILABLE
        #define NS_REQUIRES_SUPER
        #define NS_SWIFT_NAME(name)
        #define NS_REFINED_FOR_SWIFT
        #define NS_INLINE static inline
        #define CG_INLINE static inline
        #define UIKIT_STATIC_INLINE static inline
        #define FOUNDATION_STATIC_INLINE static inline
        #define CF_INLINE static inline
        #define NS_FORMAT_FUNCTION(a, b)
        #define NS_REQUIRES_NIL_TERMINATION
        #define NS_RETURNS_RETAINED
        #define NS_RETURNS_NOT_RETAINED
        #define NS_NOESCAPE
        #define NS_SWIFT_UNAVAILABLE(message)
        #define NS_SWIFT_NOTHROW
        #define NS_WARN_UNUSED_RESULT
        #define NS_AVAILABLE(...)
        #define NS_AVAILABLE_MAC(...)
        #define NS_CLASS_AVAILABLE(...)
        #define NS_CLASS_AVAILABLE_IOS(...)
        #define NS_ENUM_AVAILABLE(...)
        #define NS_ENUM_AVAILABLE_IOS(...)
        #define NS_DEPRECATED(...)
        #define NS_DEPRECATED_MAC(...)
        #define NS_CLASS_DEPRECATED_IOS(...)
        #define NS_EXTENSION_UNAVAILABLE_IOS(...)
        #define NS_EXTENSION_UNAVAILABLE(...)
        #define DEPRECATED_ATTRIBUTE
        #define DEPRECATED_MSG_ATTRIBUTE(message)
        #define CF_RETURNS_RETAINED
        #define CF_RETURNS_NOT_RETAINED
        #define CF_ENUM(type, name) enum name : type name; enum name : type
        #define CF_OPTIONS(type, name) enum name : type name; enum name : type
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define UIKIT_EXTERN_CLASS
        #define NS_SWIFT_UI_ACTOR
        #define NS_HEADER_AUDIT_BEGIN(...)
        #define NS_HEADER_AUDIT_END(...)
        #define NS_EXTENSIBLE_STRING_ENUM
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define NS_AVAILABLE_IOS(...)
        #define NS_DEPRECATED_IOS(...)
        #define UI_APPEARANCE_SELECTOR
        #define IBOutlet
        #define IBAction void
        #define IBInspectable
        #define IB_DESIGNABLE
        #define FOUNDATION_EXPORT extern
        #define UIKIT_EXTERN extern
        #define APPKIT_EXTERN extern
        #define CG_EXTERN extern
        #define NSLocalizedString(key, comment) (key)
        #define MIN(a, b) ((a) < (b) ? (a) : (b))
        #define MAX(a, b) ((a) > (b) ? (a) : (b))
        #define ABS(a) ((a) < 0 ? -(a) : (a))
        #define __IPHONE_OS_VERSION_MIN_REQUIRED 150000
        #define __IPHONE_13_0 130000
        typedef struct { CGFloat x, y; } CGPoint;
        typedef struct { CGFloat width, height; } CGSize;
        typedef struct { CGPoint origin; CGSize size; } CGRect;
        typedef CGRect NSRect;
        typedef CGPoint NSPoint;
        typedef CGSize NSSize;
        typedef struct { CGFloat top, left, bottom, right; } UIEdgeInsets;
        typedef struct { CGFloat top, left, bottom, right; } NSEdgeInsets;
        typedef struct { CGFloat a, b, c, d, tx, ty; } CGAffineTransform;
        typedef struct { NSUInteger location, length; } NSRange;
        typedef struct CGColor *CGColorRef;
        typedef struct CGContext *CGContextRef;
        typedef struct CGPath *CGPathRef;
        typedef struct CGPath *CGMutablePathRef;
        typedef struct CGImage *CGImageRef;
        typedef struct CGColorSpace *CGColorSpaceRef;
        typedef struct CGGradient *CGGradientRef;
        typedef const struct __CTLine *CTLineRef;
        typedef const struct __CTFrame *CTFrameRef;
        typedef const struct __CTFramesetter *CTFramesetterRef;
        typedef const void *CFTypeRef;
        typedef const struct __CFString *CFStringRef;
        typedef const struct __CFAttributedString *CFAttributedStringRef;
        typedef const struct __CFDictionary *CFDictionaryRef;
        typedef const struct __CFArray *CFArrayRef;
        extern const CGRect CGRectZero;
        extern const CGPoint CGPointZero;
        extern const CGSize CGSizeZero;
        extern const UIEdgeInsets UIEdgeInsetsZero;
        extern const CGAffineTransform CGAffineTransformIdentity;
        CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
        CGPoint CGPointMake(CGFloat x, CGFloat y);
        CGSize CGSizeMake(CGFloat width, CGFloat height);
        NSRect NSMakeRect(CGFloat x, CGFloat y, CGFloat w, CGFloat h);
        NSPoint NSMakePoint(CGFloat x, CGFloat y);
        NSSize NSMakeSize(CGFloat w, CGFloat h);
        NSRange NSMakeRange(NSUInteger location, NSUInteger length);
        UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right);
        CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
        CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy);
        CGRect CGRectIntegral(CGRect rect);
        CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets);
        CGRect NSInsetRect(NSRect rect, CGFloat dx, CGFloat dy);
        CGFloat CGRectGetWidth(CGRect rect);
        CGFloat CGRectGetHeight(CGRect rect);
        CGFloat CGRectGetMinX(CGRect rect);
        CGFloat CGRectGetMinY(CGRect rect);
        CGFloat CGRectGetMidX(CGRect rect);
        CGFloat CGRectGetMidY(CGRect rect);
        CGFloat CGRectGetMaxX(CGRect rect);
        CGFloat CGRectGetMaxY(CGRect rect);
        CGFloat NSWidth(NSRect rect);
        CGFloat NSHeight(NSRect rect);
        BOOL CGRectEqualToRect(CGRect a, CGRect b);
        BOOL CGRectContainsPoint(CGRect rect, CGPoint point);
        CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy);
        CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty);
        CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle);
        double floor(double);
        double ceil(double);
        double round(double);
        double fabs(double);
        double sqrt(double);
        double pow(double, double);
        double sin(double);
        double cos(double);
        #define M_PI 3.14159265358979323846
        void NSLog(id format, ...);
        void assert(int condition);
        enum { NSNotFound = 0x7fffffffffffffffL };
        enum { NSUTF8StringEncoding = 4, NSCaseInsensitiveSearch = 1, NSLiteralSearch = 2, NSBackwardsSearch = 4 };
        enum {
            UIViewAutoresizingNone = 0, UIViewAutoresizingFlexibleLeftMargin = 1, UIViewAutoresizingFlexibleWidth = 2,
            UIViewAutoresizingFlexibleRightMargin = 4, UIViewAutoresizingFlexibleTopMargin = 8, UIViewAutoresizingFlexibleHeight = 16,
            UIViewAutoresizingFlexibleBottomMargin = 32, NSViewWidthSizable = 2, NSViewHeightSizable = 16,
        };
        enum { UIControlEventTouchUpInside = 64, UIControlEventValueChanged = 4096, UIControlEventEditingChanged = 131072 };
        void CGRectDivide(CGRect rect, CGRect *slice, CGRect *remainder, CGFloat amount, int edge);
        id NSStringFromSelector(SEL selector);
        id NSStringFromClass(Class aClass);
        Class NSClassFromString(id name);
        id NSStringFromCGRect(CGRect rect);
        CGFloat NSMaxRange(NSRange range);
        void CGContextSetFillColorWithColor(CGContextRef c, CGColorRef color);
        void CGContextSetStrokeColorWithColor(CGContextRef c, CGColorRef color);
        void CGContextSetRGBFillColor(CGContextRef c, CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
        void CGContextSetRGBStrokeColor(CGContextRef c, CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
        void CGContextSetGrayFillColor(CGContextRef c, CGFloat gray, CGFloat alpha);
        void CGContextFillRect(CGContextRef c, CGRect rect);
        void CGContextFillRects(CGContextRef c, const CGRect *rects, size_t count);
        void CGContextFillEllipseInRect(CGContextRef c, CGRect rect);
        void CGContextFillPath(CGContextRef c);
        void CGContextEOFillPath(CGContextRef c);
        void CGContextStrokeRect(CGContextRef c, CGRect rect);
        void CGContextStrokePath(CGContextRef c);
        void CGContextStrokeEllipseInRect(CGContextRef c, CGRect rect);
        void CGContextDrawPath(CGContextRef c, int mode);
        void CGContextAddRect(CGContextRef c, CGRect rect);
        void CGContextAddEllipseInRect(CGContextRef c, CGRect rect);
        void CGContextAddPath(CGContextRef c, CGPathRef path);
        void CGContextMoveToPoint(CGContextRef c, CGFloat x, CGFloat y);
        void CGContextAddLineToPoint(CGContextRef c, CGFloat x, CGFloat y);
        void CGContextSetLineWidth(CGContextRef c, CGFloat width);
        void CGContextSaveGState(CGContextRef c);
        void CGContextRestoreGState(CGContextRef c);
        void CGContextClearRect(CGContextRef c, CGRect rect);
        void CGContextClip(CGContextRef c);
        void CGContextSetTextPosition(CGContextRef c, CGFloat x, CGFloat y);
        void CGContextSetShadowWithColor(CGContextRef c, CGSize offset, CGFloat blur, CGColorRef color);
        void CGContextDrawLinearGradient(CGContextRef c, CGGradientRef gradient, CGPoint start, CGPoint end, int options);
        CGColorRef CGColorCreateGenericRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
        CGColorRef CGColorCreateGenericGray(CGFloat gray, CGFloat alpha);
        CGColorRef CGColorCreateSRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
        CGColorRef CGColorGetConstantColor(CFStringRef name);
        void CGColorRelease(CGColorRef color);
        CGColorSpaceRef CGColorSpaceCreateDeviceRGB(void);
        void CFRelease(CFTypeRef object);
        CTLineRef CTLineCreateWithAttributedString(CFAttributedStringRef string);
        void CTLineDraw(CTLineRef line, CGContextRef context);
        void CTFrameDraw(CTFrameRef frame, CGContextRef context);
        CTFramesetterRef CTFramesetterCreateWithAttributedString(CFAttributedStringRef string);
        extern const CFStringRef kCTForegroundColorAttributeName;
        extern const CFStringRef kCTFontAttributeName;
        CGContextRef UIGraphicsGetCurrentContext(void);
        void UIGraphicsBeginImageContextWithOptions(CGSize size, BOOL opaque, CGFloat scale);
        void UIGraphicsEndImageContext(void);
        void UIGraphicsPushContext(CGContextRef context);
        void UIGraphicsPopContext(void);
        void UIRectFill(CGRect rect);
        void UIRectFillUsingBlendMode(CGRect rect, int blendMode);
        void UIRectFrame(CGRect rect);
        void NSRectFill(NSRect rect);
        void NSRectFillUsingOperation(NSRect rect, int op);
        void NSFrameRect(NSRect rect);
        void NSFrameRectWithWidth(NSRect rect, CGFloat width);
        void NSEraseRect(NSRect rect);
        void NSRectFillList(const NSRect *rects, NSInteger count);
        typedef struct dispatch_queue_s *dispatch_queue_t;
        typedef long dispatch_once_t;
        typedef unsigned long long dispatch_time_t;
        void dispatch_async(dispatch_queue_t queue, void (^block)(void));
        void dispatch_sync(dispatch_queue_t queue, void (^block)(void));
        void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, void (^block)(void));
        void dispatch_once(dispatch_once_t *once, void (^block)(void));
        dispatch_queue_t dispatch_get_main_queue(void);
        dispatch_queue_t dispatch_get_global_queue(long priority, unsigned long flags);
        dispatch_time_t dispatch_time(dispatch_time_t when, long long delta);
        #define DISPATCH_TIME_NOW 0ull
        #define NSEC_PER_SEC 1000000000ull
        typedef enum { OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1, OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
            OBJC_ASSOCIATION_RETAIN = 01401, OBJC_ASSOCIATION_COPY = 01403 } objc_AssociationPolicy;
        void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
        id objc_getAssociatedObject(id object, const void *key);
        @class NSString, NSArray, NSDictionary, NSBundle, NSCoder, NSIndexPath, UIImage, NSImage, UIFont, NSFont, UIColor, NSColor;
        @class UITraitCollection, NSAppearance, NSSet, NSAttributedString, NSParagraphStyle, UIEvent, NSEvent, NSNotification;
        @class UIBezierPath, NSBezierPath, CALayer, UIScreen, NSWindow, UIWindow, UIView, NSView, UIViewController;
        @protocol NSObject
        - (BOOL)isKindOfClass:(Class)aClass;
        - (BOOL)respondsToSelector:(SEL)selector;
        @end
        @protocol NSCopying @end
        @protocol NSCoding @end
        @protocol NSSecureCoding @end
        @protocol UIAppearance @end
        @protocol UITableViewDataSource @end
        @protocol UITableViewDelegate @end
        @protocol UICollectionViewDataSource @end
        @protocol UICollectionViewDelegate @end
        @protocol UICollectionViewDelegateFlowLayout @end
        @protocol UIScrollViewDelegate @end
        @protocol UITextFieldDelegate @end
        @protocol UITextViewDelegate @end
        @protocol UIGestureRecognizerDelegate @end
        @protocol UIApplicationDelegate @end
        @protocol UIWindowSceneDelegate @end
        @protocol UINavigationControllerDelegate @end
        @protocol UITabBarControllerDelegate @end
        @protocol UISearchBarDelegate @end
        @protocol UIPickerViewDataSource @end
        @protocol UIPickerViewDelegate @end
        @protocol NSApplicationDelegate @end
        @protocol NSTextStorageDelegate @end
        @protocol NSTextDelegate @end
        @protocol NSMenuDelegate @end
        @protocol NSSplitViewDelegate @end
        @protocol UIViewControllerTransitioningDelegate @end
        @protocol UIViewControllerAnimatedTransitioning @end
        @protocol UIViewControllerContextTransitioning @end
        @protocol UIAdaptivePresentationControllerDelegate @end
        @protocol UIPopoverPresentationControllerDelegate @end
        @protocol UINavigationBarDelegate @end
        @protocol UITabBarDelegate @end
        @protocol UIImagePickerControllerDelegate @end
        @protocol UIDocumentPickerDelegate @end
        @protocol CAAnimationDelegate @end
        @protocol NSWindowDelegate @end
        @protocol NSTableViewDataSource @end
        @protocol NSTableViewDelegate @end
        @protocol NSOutlineViewDataSource @end
        @protocol NSOutlineViewDelegate @end
        @protocol NSTextFieldDelegate @end
        @protocol NSTextViewDelegate @end
        @protocol NSCollectionViewDataSource @end
        @protocol NSCollectionViewDelegate @end
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        + (Class)class;
        - (instancetype)init;
        - (Class)class;
        - (id)copy;
        - (void)dealloc;
        - (void)awakeFromNib;
        - (void)setValue:(id)value forKey:(NSString *)key;
        - (id)valueForKey:(NSString *)key;
        - (void)performSelector:(SEL)selector withObject:(id)object afterDelay:(NSTimeInterval)delay;
        @property (readonly, copy) NSString *description;
        @end
        @interface NSString : NSObject <NSCopying>
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        + (instancetype)stringWithString:(NSString *)string;
        - (instancetype)initWithFormat:(NSString *)format, ...;
        @property (readonly) NSUInteger length;
        - (BOOL)isEqualToString:(NSString *)other;
        - (NSString *)stringByAppendingString:(NSString *)other;
        - (NSString *)stringByAppendingFormat:(NSString *)format, ...;
        - (BOOL)hasPrefix:(NSString *)prefix;
        - (BOOL)hasSuffix:(NSString *)suffix;
        - (NSString *)uppercaseString;
        - (NSString *)lowercaseString;
        - (void)drawInRect:(CGRect)rect withAttributes:(NSDictionary *)attributes;
        - (void)drawAtPoint:(CGPoint)point withAttributes:(NSDictionary *)attributes;
        - (void)drawWithRect:(CGRect)rect options:(NSInteger)options attributes:(NSDictionary *)attributes context:(id)context;
        - (CGSize)sizeWithAttributes:(NSDictionary *)attributes;
        - (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font;
        - (CGSize)drawAtPoint:(CGPoint)point withFont:(UIFont *)font;
        - (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font lineBreakMode:(NSInteger)mode alignment:(NSInteger)alignment;
        @end
        @interface NSMutableString : NSString
        - (void)appendString:(NSString *)string;
        - (void)appendFormat:(NSString *)format, ...;
        @end
        @interface NSNumber : NSObject
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        + (NSNumber *)numberWithInt:(int)value;
        + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
        + (NSNumber *)numberWithLong:(long)value;
        + (NSNumber *)numberWithChar:(char)value;
        + (NSNumber *)numberWithBool:(BOOL)value;
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithFloat:(float)value;
        @property (readonly) NSInteger integerValue;
        @property (readonly) double doubleValue;
        @property (readonly) float floatValue;
        @property (readonly) BOOL boolValue;
        @end
        @interface NSValue : NSObject @end
        @interface NSData : NSObject @end
        @interface NSDate : NSObject
        + (instancetype)date;
        @end
        @interface NSURL : NSObject
        + (instancetype)URLWithString:(NSString *)string;
        @end
        @interface NSError : NSObject @end
        @interface NSArray<ObjectType> : NSObject
        + (instancetype)arrayWithObjects:(ObjectType)first, ...;
        + (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)count;
        + (instancetype)arrayWithArray:(NSArray *)array;
        @property (readonly) NSUInteger count;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
        @property (readonly) ObjectType firstObject;
        @property (readonly) ObjectType lastObject;
        - (BOOL)containsObject:(ObjectType)object;
        - (void)enumerateObjectsUsingBlock:(void (^)(ObjectType object, NSUInteger index, BOOL *stop))block;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        + (instancetype)array;
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        - (void)removeAllObjects;
        - (void)setObject:(ObjectType)object atIndexedSubscript:(NSUInteger)index;
        @end
        @interface NSDictionary<KeyType, ObjectType> : NSObject
        + (instancetype)dictionaryWithObjectsAndKeys:(id)first, ...;
        + (instancetype)dictionaryWithObjects:(const ObjectType [])objects forKeys:(const KeyType [])keys count:(NSUInteger)count;
        + (instancetype)dictionaryWithObject:(ObjectType)object forKey:(KeyType)key;
        - (ObjectType)objectForKey:(KeyType)key;
        - (ObjectType)objectForKeyedSubscript:(KeyType)key;
        @property (readonly) NSUInteger count;
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        + (instancetype)dictionary;
        - (void)setObject:(ObjectType)object forKey:(KeyType)key;
        - (void)setObject:(ObjectType)object forKeyedSubscript:(KeyType)key;
        @end
        @interface NSSet<ObjectType> : NSObject
        + (instancetype)setWithObjects:(ObjectType)first, ...;
        @property (readonly) NSUInteger count;
        - (BOOL)containsObject:(ObjectType)object;
        @end
        @interface NSMutableSet<ObjectType> : NSSet<ObjectType>
        + (instancetype)set;
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        @end
        @interface NSNull : NSObject
        + (NSNull *)null;
        @end
        @interface NSOperationQueue : NSObject
        + (NSOperationQueue *)mainQueue;
        - (void)addOperationWithBlock:(void (^)(void))block;
        @end
        @interface CADisplayLink : NSObject
        + (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)selector;
        - (void)invalidate;
        @end
        @interface UINib : NSObject
        + (UINib *)nibWithNibName:(NSString *)name bundle:(NSBundle *)bundle;
        - (NSArray *)instantiateWithOwner:(id)owner options:(NSDictionary *)options;
        @end
        @interface NSIndexPath : NSObject
        @property (readonly) NSInteger row;
        @property (readonly) NSInteger section;
        @property (readonly) NSInteger item;
        + (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
        @end
        @interface NSBundle : NSObject
        + (NSBundle *)mainBundle;
        + (NSBundle *)bundleForClass:(Class)aClass;
        - (NSArray *)loadNibNamed:(NSString *)name owner:(id)owner options:(NSDictionary *)options;
        @end
        @interface NSNotificationCenter : NSObject
        + (NSNotificationCenter *)defaultCenter;
        - (void)addObserver:(id)observer selector:(SEL)selector name:(NSString *)name object:(id)object;
        - (void)removeObserver:(id)observer;
        - (void)postNotificationName:(NSString *)name object:(id)object;
        @end
        @interface NSUserDefaults : NSObject
        + (NSUserDefaults *)standardUserDefaults;
        - (BOOL)boolForKey:(NSString *)key;
        - (NSInteger)integerForKey:(NSString *)key;
        - (id)objectForKey:(NSString *)key;
        - (NSString *)stringForKey:(NSString *)key;
        - (void)setBool:(BOOL)value forKey:(NSString *)key;
        - (void)setObject:(id)value forKey:(NSString *)key;
        @end
        @interface NSCoder : NSObject @end
        @interface NSTimer : NSObject @end
        @interface NSParagraphStyle : NSObject
        + (NSParagraphStyle *)defaultParagraphStyle;
        @end
        @interface NSMutableParagraphStyle : NSParagraphStyle
        @property NSInteger alignment;
        @property NSInteger lineBreakMode;
        @property CGFloat lineSpacing;
        @end
        @interface NSAttributedString : NSObject
        - (instancetype)initWithString:(NSString *)string;
        - (instancetype)initWithString:(NSString *)string attributes:(NSDictionary *)attributes;
        @property (readonly, copy) NSString *string;
        @property (readonly) NSUInteger length;
        - (void)drawInRect:(CGRect)rect;
        - (void)drawAtPoint:(CGPoint)point;
        - (void)drawWithRect:(CGRect)rect options:(NSInteger)options context:(id)context;
        - (CGSize)size;
        @end
        @interface NSMutableAttributedString : NSAttributedString
        - (void)addAttribute:(NSString *)name value:(id)value range:(NSRange)range;
        - (void)addAttributes:(NSDictionary *)attributes range:(NSRange)range;
        - (void)setAttributes:(NSDictionary *)attributes range:(NSRange)range;
        - (void)appendAttributedString:(NSAttributedString *)string;
        - (void)removeAttribute:(NSString *)name range:(NSRange)range;
        - (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)string;
        - (void)setAttributedString:(NSAttributedString *)string;
        - (void)beginEditing;
        - (void)endEditing;
        @property (readonly) NSMutableString *mutableString;
        @end
        typedef NSString *NSAttributedStringKey;
        extern NSString *const NSForegroundColorAttributeName;
        extern NSString *const NSBackgroundColorAttributeName;
        extern NSString *const NSFontAttributeName;
        extern NSString *const NSParagraphStyleAttributeName;
        extern NSString *const NSKernAttributeName;
        extern NSString *const NSUnderlineStyleAttributeName;
        extern NSString *const NSUnderlineColorAttributeName;
        extern NSString *const NSStrikethroughStyleAttributeName;
        extern NSString *const NSStrokeColorAttributeName;
        extern NSString *const NSStrokeWidthAttributeName;
        extern NSString *const NSShadowAttributeName;
        extern NSString *const NSLinkAttributeName;
        extern NSString *const NSBaselineOffsetAttributeName;
        extern NSString *const NSToolTipAttributeName;
        extern NSString *const NSObliquenessAttributeName;
        typedef NS_ENUM(NSUInteger, UIControlState) {
            UIControlStateNormal = 0, UIControlStateHighlighted = 1, UIControlStateDisabled = 2, UIControlStateSelected = 4,
        };
        typedef NS_ENUM(NSInteger, NSTextAlignment) {
            NSTextAlignmentLeft = 0, NSTextAlignmentCenter = 1, NSTextAlignmentRight = 2, NSTextAlignmentJustified = 3,
            NSTextAlignmentNatural = 4,
        };
        typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
            UIUserInterfaceStyleUnspecified = 0, UIUserInterfaceStyleLight = 1, UIUserInterfaceStyleDark = 2,
        };
        typedef NS_ENUM(NSInteger, UIButtonType) {
            UIButtonTypeCustom = 0, UIButtonTypeSystem = 1, UIButtonTypeDetailDisclosure = 2, UIButtonTypeInfoLight = 3,
            UIButtonTypeInfoDark = 4, UIButtonTypeContactAdd = 5, UIButtonTypeClose = 7,
        };
        typedef NS_ENUM(NSInteger, UITableViewStyle) {
            UITableViewStylePlain = 0, UITableViewStyleGrouped = 1, UITableViewStyleInsetGrouped = 2,
        };
        typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
            UITableViewCellStyleDefault = 0, UITableViewCellStyleValue1 = 1, UITableViewCellStyleValue2 = 2,
            UITableViewCellStyleSubtitle = 3,
        };
        typedef NS_ENUM(NSInteger, UIStatusBarStyle) {
            UIStatusBarStyleDefault = 0, UIStatusBarStyleLightContent = 1, UIStatusBarStyleDarkContent = 3,
        };
        typedef NS_ENUM(NSInteger, UIViewContentMode) {
            UIViewContentModeScaleToFill = 0, UIViewContentModeScaleAspectFit = 1, UIViewContentModeScaleAspectFill = 2,
            UIViewContentModeCenter = 4,
        };
        typedef NS_ENUM(NSInteger, UIBlurEffectStyle) {
            UIBlurEffectStyleExtraLight = 0, UIBlurEffectStyleLight = 1, UIBlurEffectStyleDark = 2,
            UIBlurEffectStyleRegular = 4, UIBlurEffectStyleProminent = 5,
        };
        typedef NS_ENUM(NSInteger, UIFontWeightValue) { UIFontWeightValueUnused = 0 };
        typedef CGFloat UIFontWeight;
        extern const UIFontWeight UIFontWeightRegular;
        extern const UIFontWeight UIFontWeightMedium;
        extern const UIFontWeight UIFontWeightSemibold;
        extern const UIFontWeight UIFontWeightBold;
        extern const UIFontWeight UIFontWeightLight;
        typedef NSString *UIFontTextStyle;
        extern NSString *const UIFontTextStyleBody;
        extern NSString *const UIFontTextStyleHeadline;
        extern NSString *const UIFontTextStyleCaption1;
        extern NSString *const UIFontTextStyleFootnote;
        extern NSString *const UIFontTextStyleTitle1;
        extern NSString *const UIFontTextStyleSubheadline;
        @interface UIColor : NSObject <NSCopying>
        + (UIColor *)colorNamed:(NSString *)name;
        + (UIColor *)colorNamed:(NSString *)name inBundle:(NSBundle *)bundle compatibleWithTraitCollection:(UITraitCollection *)traits;
        + (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (UIColor *)colorWithDisplayP3Red:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
        + (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
        + (UIColor *)colorWithPatternImage:(UIImage *)image;
        + (UIColor *)colorWithCGColor:(CGColorRef)color;
        + (UIColor *)colorWithDynamicProvider:(UIColor * (^)(UITraitCollection *traits))provider;
        - (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        - (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
        - (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traits))provider;
        - (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
        - (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traits;
        - (BOOL)getRed:(CGFloat *)red green:(CGFloat *)green blue:(CGFloat *)blue alpha:(CGFloat *)alpha;
        - (void)set;
        - (void)setFill;
        - (void)setStroke;
        @property (readonly) CGColorRef CGColor;
        @end
        @interface NSColor : NSObject <NSCopying>
        + (NSColor *)colorNamed:(NSString *)name;
        + (NSColor *)colorNamed:(NSString *)name bundle:(NSBundle *)bundle;
        + (NSColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (NSColor *)colorWithCalibratedRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (NSColor *)colorWithDeviceRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (NSColor *)colorWithDisplayP3Red:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        + (NSColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
        + (NSColor *)colorWithCalibratedWhite:(CGFloat)white alpha:(CGFloat)alpha;
        + (NSColor *)colorWithDeviceWhite:(CGFloat)white alpha:(CGFloat)alpha;
        + (NSColor *)colorWithGenericGamma22White:(CGFloat)white alpha:(CGFloat)alpha;
        + (NSColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
        + (NSColor *)colorWithCGColor:(CGColorRef)color;
        + (NSColor *)colorWithPatternImage:(NSImage *)image;
        + (NSColor *)colorWithName:(NSString *)name dynamicProvider:(NSColor * (^)(NSAppearance *appearance))provider;
        - (NSColor *)colorWithAlphaComponent:(CGFloat)alpha;
        - (NSColor *)colorUsingColorSpace:(id)space;
        - (NSColor *)blendedColorWithFraction:(CGFloat)fraction ofColor:(NSColor *)color;
        - (NSColor *)highlightWithLevel:(CGFloat)level;
        - (NSColor *)shadowWithLevel:(CGFloat)level;
        - (void)set;
        - (void)setFill;
        - (void)setStroke;
        @property (readonly) CGColorRef CGColor;
        @end
        @interface UIColor (PerseusSystemColors)
        \(colorProperties(uiKitColors, of: "UIColor"))
        @end
        @interface NSColor (PerseusSystemColors)
        \(colorProperties(appKitColors, of: "NSColor"))
        @end
        @interface UIFont : NSObject
        + (UIFont *)systemFontOfSize:(CGFloat)size;
        + (UIFont *)systemFontOfSize:(CGFloat)size weight:(UIFontWeight)weight;
        + (UIFont *)boldSystemFontOfSize:(CGFloat)size;
        + (UIFont *)italicSystemFontOfSize:(CGFloat)size;
        + (UIFont *)fontWithName:(NSString *)name size:(CGFloat)size;
        + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
        + (UIFont *)monospacedDigitSystemFontOfSize:(CGFloat)size weight:(UIFontWeight)weight;
        @property (readonly) CGFloat pointSize;
        @property (readonly) CGFloat lineHeight;
        @end
        @interface NSFont : NSObject
        + (NSFont *)systemFontOfSize:(CGFloat)size;
        + (NSFont *)systemFontOfSize:(CGFloat)size weight:(CGFloat)weight;
        + (NSFont *)boldSystemFontOfSize:(CGFloat)size;
        + (NSFont *)fontWithName:(NSString *)name size:(CGFloat)size;
        + (NSFont *)labelFontOfSize:(CGFloat)size;
        + (NSFont *)monospacedDigitSystemFontOfSize:(CGFloat)size weight:(CGFloat)weight;
        + (CGFloat)systemFontSize;
        + (CGFloat)smallSystemFontSize;
        @property (readonly) CGFloat pointSize;
        @end
        @interface UIImage : NSObject
        + (UIImage *)imageNamed:(NSString *)name;
        + (UIImage *)systemImageNamed:(NSString *)name;
        - (UIImage *)imageWithRenderingMode:(NSInteger)mode;
        - (UIImage *)imageWithTintColor:(UIColor *)color;
        @property (readonly) CGSize size;
        - (void)drawInRect:(CGRect)rect;
        - (void)drawAtPoint:(CGPoint)point;
        @end
        @interface NSImage : NSObject
        + (NSImage *)imageNamed:(NSString *)name;
        @property CGSize size;
        @property BOOL template;
        - (void)drawInRect:(NSRect)rect;
        @end
        @interface UIBezierPath : NSObject
        + (instancetype)bezierPath;
        + (instancetype)bezierPathWithRect:(CGRect)rect;
        + (instancetype)bezierPathWithOvalInRect:(CGRect)rect;
        + (instancetype)bezierPathWithRoundedRect:(CGRect)rect cornerRadius:(CGFloat)radius;
        + (instancetype)bezierPathWithRoundedRect:(CGRect)rect byRoundingCorners:(NSUInteger)corners cornerRadii:(CGSize)radii;
        - (void)moveToPoint:(CGPoint)point;
        - (void)addLineToPoint:(CGPoint)point;
        - (void)closePath;
        - (void)fill;
        - (void)stroke;
        - (void)addClip;
        @property CGFloat lineWidth;
        @property (readonly) CGPathRef CGPath;
        @end
        @interface NSBezierPath : NSObject
        + (NSBezierPath *)bezierPath;
        + (NSBezierPath *)bezierPathWithRect:(NSRect)rect;
        + (NSBezierPath *)bezierPathWithOvalInRect:(NSRect)rect;
        + (NSBezierPath *)bezierPathWithRoundedRect:(NSRect)rect xRadius:(CGFloat)x yRadius:(CGFloat)y;
        + (void)fillRect:(NSRect)rect;
        + (void)strokeRect:(NSRect)rect;
        - (void)moveToPoint:(NSPoint)point;
        - (void)lineToPoint:(NSPoint)point;
        - (void)closePath;
        - (void)fill;
        - (void)stroke;
        - (void)addClip;
        @property CGFloat lineWidth;
        @end
        @interface NSShadow : NSObject
        @property (copy) id shadowColor;
        @property CGSize shadowOffset;
        @property CGFloat shadowBlurRadius;
        @end
        @interface CALayer : NSObject
        + (instancetype)layer;
        @property CGColorRef backgroundColor;
        @property CGColorRef borderColor;
        @property CGColorRef shadowColor;
        @property CGFloat borderWidth;
        @property CGFloat cornerRadius;
        @property float shadowOpacity;
        @property float opacity;
        @property CGSize shadowOffset;
        @property CGFloat shadowRadius;
        @property CGRect frame;
        @property CGRect bounds;
        @property BOOL masksToBounds;
        @property BOOL hidden;
        @property (copy) NSArray *sublayers;
        @property (strong) CALayer *mask;
        - (void)addSublayer:(CALayer *)layer;
        - (void)insertSublayer:(CALayer *)layer atIndex:(unsigned)index;
        - (void)insertSublayer:(CALayer *)layer below:(CALayer *)sibling;
        - (void)removeFromSuperlayer;
        - (void)setNeedsDisplay;
        @end
        @interface CAGradientLayer : CALayer
        @property (copy) NSArray *colors;
        @property (copy) NSArray *locations;
        @property CGPoint startPoint;
        @property CGPoint endPoint;
        @end
        @interface CAShapeLayer : CALayer
        @property CGPathRef path;
        @property CGColorRef fillColor;
        @property CGColorRef strokeColor;
        @property CGFloat lineWidth;
        @end
        @interface CATextLayer : CALayer
        @property (copy) id string;
        @property CGColorRef foregroundColor;
        @property CGFloat fontSize;
        @end
        @interface UITraitCollection : NSObject
        @property (readonly) UIUserInterfaceStyle userInterfaceStyle;
        + (UITraitCollection *)currentTraitCollection;
        @end
        @interface UIResponder : NSObject
        - (BOOL)becomeFirstResponder;
        - (BOOL)resignFirstResponder;
        @end
        @interface UIView : UIResponder <UIAppearance>
        + (instancetype)appearance;
        + (instancetype)appearanceWhenContainedInInstancesOfClasses:(NSArray *)classes;
        - (instancetype)initWithFrame:(CGRect)frame;
        - (instancetype)initWithCoder:(NSCoder *)coder;
        @property (copy) UIColor *backgroundColor;
        @property (strong) UIColor *tintColor;
        @property (readonly, strong) CALayer *layer;
        @property CGRect frame;
        @property CGRect bounds;
        @property CGPoint center;
        @property CGFloat alpha;
        @property BOOL hidden;
        @property BOOL opaque;
        @property BOOL clipsToBounds;
        @property BOOL userInteractionEnabled;
        @property NSInteger tag;
        @property UIViewContentMode contentMode;
        @property CGAffineTransform transform;
        @property BOOL translatesAutoresizingMaskIntoConstraints;
        @property NSUInteger autoresizingMask;
        @property UIUserInterfaceStyle overrideUserInterfaceStyle;
        @property (readonly) UITraitCollection *traitCollection;
        @property (readonly) UIView *superview;
        @property (readonly, copy) NSArray *subviews;
        @property (readonly) UIWindow *window;
        - (void)addSubview:(UIView *)view;
        - (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
        - (void)insertSubview:(UIView *)view belowSubview:(UIView *)sibling;
        - (void)insertSubview:(UIView *)view aboveSubview:(UIView *)sibling;
        - (void)sendSubviewToBack:(UIView *)view;
        - (void)bringSubviewToFront:(UIView *)view;
        - (void)removeFromSuperview;
        - (void)setNeedsDisplay;
        - (void)setNeedsLayout;
        - (void)layoutIfNeeded;
        - (void)layoutSubviews;
        - (void)drawRect:(CGRect)rect;
        - (void)sizeToFit;
        - (void)traitCollectionDidChange:(UITraitCollection *)previous;
        - (UIView *)viewWithTag:(NSInteger)tag;
        - (void)addConstraint:(id)constraint;
        - (void)addConstraints:(NSArray *)constraints;
        - (void)addGestureRecognizer:(id)recognizer;
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
        @end
        @interface UIControl : UIView
        @property BOOL enabled;
        @property BOOL selected;
        @property BOOL highlighted;
        - (void)addTarget:(id)target action:(SEL)action forControlEvents:(NSUInteger)events;
        @end
        @interface UILabel : UIView
        @property (copy) NSString *text;
        @property (copy) NSAttributedString *attributedText;
        @property (strong) UIFont *font;
        @property (strong) UIColor *textColor;
        @property (strong) UIColor *highlightedTextColor;
        @property (strong) UIColor *shadowColor;
        @property NSTextAlignment textAlignment;
        @property NSInteger numberOfLines;
        @property NSInteger lineBreakMode;
        @property BOOL adjustsFontSizeToFitWidth;
        @property CGFloat minimumScaleFactor;
        @property CGFloat preferredMaxLayoutWidth;
        @property BOOL adjustsFontForContentSizeCategory;
        @end
        @interface UIImageView : UIView
        - (instancetype)initWithImage:(UIImage *)image;
        @property (strong) UIImage *image;
        @property (strong) UIImage *highlightedImage;
        @end
        @interface UIButtonConfiguration : NSObject
        + (instancetype)plainButtonConfiguration;
        + (instancetype)filledButtonConfiguration;
        + (instancetype)tintedButtonConfiguration;
        + (instancetype)grayButtonConfiguration;
        @property (copy) NSString *title;
        @property (strong) UIColor *baseForegroundColor;
        @property (strong) UIColor *baseBackgroundColor;
        @end
        @interface UIButton : UIControl
        + (instancetype)buttonWithType:(UIButtonType)type;
        @property (readonly, strong) UILabel *titleLabel;
        @property (readonly, strong) UIImageView *imageView;
        @property (copy) UIButtonConfiguration *configuration;
        @property UIEdgeInsets contentEdgeInsets;
        @property UIEdgeInsets titleEdgeInsets;
        @property UIEdgeInsets imageEdgeInsets;
        @property (readonly) NSString *currentTitle;
        - (void)setTitle:(NSString *)title forState:(UIControlState)state;
        - (void)setTitleColor:(UIColor *)color forState:(UIControlState)state;
        - (void)setTitleShadowColor:(UIColor *)color forState:(UIControlState)state;
        - (void)setAttributedTitle:(NSAttributedString *)title forState:(UIControlState)state;
        - (void)setImage:(UIImage *)image forState:(UIControlState)state;
        - (void)setBackgroundImage:(UIImage *)image forState:(UIControlState)state;
        - (NSString *)titleForState:(UIControlState)state;
        @end
        @interface UITextField : UIControl
        @property (copy) NSString *text;
        @property (copy) NSString *placeholder;
        @property (copy) NSAttributedString *attributedText;
        @property (copy) NSAttributedString *attributedPlaceholder;
        @property (strong) UIFont *font;
        @property (strong) UIColor *textColor;
        @property NSTextAlignment textAlignment;
        @property NSInteger borderStyle;
        @property NSInteger keyboardType;
        @property NSInteger returnKeyType;
        @property NSInteger clearButtonMode;
        @property BOOL secureTextEntry;
        @property (weak) id delegate;
        @property (strong) UIView *leftView;
        @property (strong) UIView *rightView;
        @property NSInteger leftViewMode;
        @property (strong) UIView *inputAccessoryView;
        @end
        @interface UIScrollView : UIView
        @property CGPoint contentOffset;
        @property CGSize contentSize;
        @property UIEdgeInsets contentInset;
        @property BOOL showsVerticalScrollIndicator;
        @property BOOL showsHorizontalScrollIndicator;
        @property BOOL scrollEnabled;
        @property BOOL pagingEnabled;
        @property BOOL bounces;
        @property BOOL alwaysBounceVertical;
        @property (weak) id delegate;
        @property NSInteger indicatorStyle;
        @property NSInteger keyboardDismissMode;
        @end
        @interface UITextView : UIScrollView
        @property (copy) NSString *text;
        @property (copy) NSAttributedString *attributedText;
        @property (strong) UIFont *font;
        @property (strong) UIColor *textColor;
        @property NSTextAlignment textAlignment;
        @property BOOL editable;
        @property BOOL selectable;
        @property UIEdgeInsets textContainerInset;
        @property (copy) NSDictionary *linkTextAttributes;
        @property (copy) NSDictionary *typingAttributes;
        @end
        @interface UITableViewCell : UIView
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)identifier;
        @property (readonly, strong) UIView *contentView;
        @property (readonly, strong) UILabel *textLabel;
        @property (readonly, strong) UILabel *detailTextLabel;
        @property (readonly, strong) UIImageView *imageView;
        @property (strong) UIView *backgroundView;
        @property (strong) UIView *selectedBackgroundView;
        @property (strong) UIView *accessoryView;
        @property NSInteger accessoryType;
        @property NSInteger selectionStyle;
        @property UIEdgeInsets separatorInset;
        - (void)prepareForReuse;
        - (void)setSelected:(BOOL)selected animated:(BOOL)animated;
        - (void)setHighlighted:(BOOL)highlighted animated:(BOOL)animated;
        @end
        @interface UITableViewHeaderFooterView : UIView
        - (instancetype)initWithReuseIdentifier:(NSString *)identifier;
        @property (readonly, strong) UIView *contentView;
        @property (readonly, strong) UILabel *textLabel;
        @property (readonly, strong) UILabel *detailTextLabel;
        @property (strong) UIView *backgroundView;
        @end
        @interface UITableView : UIScrollView
        - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style;
        @property (weak) id dataSource;
        @property (strong) UIColor *separatorColor;
        @property NSInteger separatorStyle;
        @property UIEdgeInsets separatorInset;
        @property (strong) UIView *backgroundView;
        @property (strong) UIView *tableHeaderView;
        @property (strong) UIView *tableFooterView;
        @property (strong) UIColor *sectionIndexColor;
        @property (strong) UIColor *sectionIndexBackgroundColor;
        @property CGFloat rowHeight;
        @property CGFloat estimatedRowHeight;
        - (void)reloadData;
        - (void)registerClass:(Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
        - (void)registerNib:(id)nib forCellReuseIdentifier:(NSString *)identifier;
        - (id)dequeueReusableCellWithIdentifier:(NSString *)identifier;
        - (id)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
        - (id)dequeueReusableHeaderFooterViewWithIdentifier:(NSString *)identifier;
        - (id)cellForRowAtIndexPath:(NSIndexPath *)indexPath;
        - (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
        @end
        @interface UICollectionReusableView : UIView
        - (void)prepareForReuse;
        @end
        @interface UICollectionViewCell : UICollectionReusableView
        @property (readonly, strong) UIView *contentView;
        @property (strong) UIView *backgroundView;
        @property (strong) UIView *selectedBackgroundView;
        @end
        @interface UICollectionViewLayout : NSObject @end
        @interface UICollectionViewFlowLayout : UICollectionViewLayout
        @property CGSize itemSize;
        @property CGFloat minimumLineSpacing;
        @property CGFloat minimumInteritemSpacing;
        @property UIEdgeInsets sectionInset;
        @property NSInteger scrollDirection;
        @end
        @interface UICollectionView : UIScrollView
        - (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout;
        @property (weak) id dataSource;
        @property (strong) UIView *backgroundView;
        - (void)reloadData;
        - (void)registerClass:(Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;
        - (id)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
        @end
        @interface UIStackView : UIView
        - (instancetype)initWithArrangedSubviews:(NSArray *)views;
        @property (readonly, copy) NSArray *arrangedSubviews;
        @property NSInteger axis;
        @property NSInteger distribution;
        @property NSInteger alignment;
        @property CGFloat spacing;
        - (void)addArrangedSubview:(UIView *)view;
        @end
        @interface UISwitch : UIControl
        @property (strong) UIColor *onTintColor;
        @property (strong) UIColor *thumbTintColor;
        @property BOOL on;
        @end
        @interface UISlider : UIControl
        @property (strong) UIColor *minimumTrackTintColor;
        @property (strong) UIColor *maximumTrackTintColor;
        @property (strong) UIColor *thumbTintColor;
        @property float value;
        @end
        @interface UISegmentedControl : UIControl
        - (instancetype)initWithItems:(NSArray *)items;
        @property (strong) UIColor *selectedSegmentTintColor;
        @property NSInteger selectedSegmentIndex;
        - (void)setTitleTextAttributes:(NSDictionary *)attributes forState:(UIControlState)state;
        @end
        @interface UIPageControl : UIControl
        @property (strong) UIColor *pageIndicatorTintColor;
        @property (strong) UIColor *currentPageIndicatorTintColor;
        @property NSInteger numberOfPages;
        @property NSInteger currentPage;
        @end
        @interface UIProgressView : UIView
        @property (strong) UIColor *progressTintColor;
        @property (strong) UIColor *trackTintColor;
        @property float progress;
        @end
        @interface UIActivityIndicatorView : UIView
        @property (strong) UIColor *color;
        - (void)startAnimating;
        - (void)stopAnimating;
        @end
        @interface UIRefreshControl : UIControl @end
        @interface UIDatePicker : UIControl @end
        @interface UIPickerView : UIView @end
        @interface UIVisualEffect : NSObject @end
        @interface UIBlurEffect : UIVisualEffect
        + (UIBlurEffect *)effectWithStyle:(UIBlurEffectStyle)style;
        @end
        @interface UIVisualEffectView : UIView
        - (instancetype)initWithEffect:(UIVisualEffect *)effect;
        @property (readonly, strong) UIView *contentView;
        @end
        @interface UIBarItem : NSObject
        @property (copy) NSString *title;
        @property (strong) UIImage *image;
        - (void)setTitleTextAttributes:(NSDictionary *)attributes forState:(UIControlState)state;
        @end
        @interface UIBarButtonItem : UIBarItem
        - (instancetype)initWithTitle:(NSString *)title style:(NSInteger)style target:(id)target action:(SEL)action;
        - (instancetype)initWithImage:(UIImage *)image style:(NSInteger)style target:(id)target action:(SEL)action;
        - (instancetype)initWithBarButtonSystemItem:(NSInteger)item target:(id)target action:(SEL)action;
        - (instancetype)initWithCustomView:(UIView *)view;
        @property (strong) UIColor *tintColor;
        @end
        @interface UITabBarItem : UIBarItem @end
        @interface UINavigationItem : NSObject
        @property (copy) NSString *title;
        @property (strong) UIView *titleView;
        @property (strong) UIBarButtonItem *leftBarButtonItem;
        @property (strong) UIBarButtonItem *rightBarButtonItem;
        @property (copy) NSArray *rightBarButtonItems;
        @property (strong) UIBarButtonItem *backBarButtonItem;
        @end
        @interface UIBarAppearance : NSObject
        @property (copy) UIColor *backgroundColor;
        - (void)configureWithOpaqueBackground;
        - (void)configureWithTransparentBackground;
        - (void)configureWithDefaultBackground;
        @end
        @interface UINavigationBarAppearance : UIBarAppearance
        @property (copy) NSDictionary *titleTextAttributes;
        @property (copy) NSDictionary *largeTitleTextAttributes;
        @end
        @interface UITabBarAppearance : UIBarAppearance @end
        @interface UINavigationBar : UIView
        @property (strong) UIColor *barTintColor;
        @property (copy) NSDictionary *titleTextAttributes;
        @property (copy) NSDictionary *largeTitleTextAttributes;
        @property BOOL translucent;
        @property NSInteger barStyle;
        @property BOOL prefersLargeTitles;
        @property (copy) UINavigationBarAppearance *standardAppearance;
        @property (copy) UINavigationBarAppearance *scrollEdgeAppearance;
        @property (copy) UINavigationBarAppearance *compactAppearance;
        - (void)setBackgroundImage:(UIImage *)image forBarMetrics:(NSInteger)metrics;
        @property (strong) UIImage *shadowImage;
        @end
        @interface UIToolbar : UIView
        @property (strong) UIColor *barTintColor;
        @property BOOL translucent;
        @property (copy) NSArray *items;
        @end
        @interface UITabBar : UIView
        @property (strong) UIColor *barTintColor;
        @property (strong) UIColor *unselectedItemTintColor;
        @property BOOL translucent;
        @property (copy) UITabBarAppearance *standardAppearance;
        @property (copy) UITabBarAppearance *scrollEdgeAppearance;
        @end
        @interface UISearchBar : UIView
        @property (strong) UIColor *barTintColor;
        @property (copy) NSString *placeholder;
        @property (readonly) UITextField *searchTextField;
        @property NSInteger searchBarStyle;
        @end
        @interface UIWindow : UIView
        - (instancetype)initWithWindowScene:(id)scene;
        @property (strong) UIViewController *rootViewController;
        - (void)makeKeyAndVisible;
        @end
        @interface UIScreen : NSObject
        + (UIScreen *)mainScreen;
        @property (readonly) CGRect bounds;
        @property (readonly) CGFloat scale;
        @end
        @interface UIApplication : UIResponder
        + (UIApplication *)sharedApplication;
        @property (readonly) UIWindow *keyWindow;
        @property (weak) id delegate;
        @end
        @interface UIGestureRecognizer : NSObject
        - (instancetype)initWithTarget:(id)target action:(SEL)action;
        @property (readonly) UIView *view;
        @end
        @interface UITapGestureRecognizer : UIGestureRecognizer @end
        @interface UILongPressGestureRecognizer : UIGestureRecognizer @end
        @interface UIPanGestureRecognizer : UIGestureRecognizer @end
        @interface NSLayoutConstraint : NSObject
        + (NSArray *)constraintsWithVisualFormat:(NSString *)format options:(NSUInteger)options metrics:(NSDictionary *)metrics views:(NSDictionary *)views;
        + (void)activateConstraints:(NSArray *)constraints;
        @property CGFloat constant;
        @property BOOL active;
        @end
        @interface UIViewController : UIResponder
        - (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle;
        @property (strong) UIView *view;
        @property (copy) NSString *title;
        @property (readonly) UINavigationItem *navigationItem;
        @property (readonly) id navigationController;
        @property (readonly) id tabBarController;
        @property (readonly) UITabBarItem *tabBarItem;
        @property UIUserInterfaceStyle overrideUserInterfaceStyle;
        @property (readonly) UITraitCollection *traitCollection;
        @property (readonly) UIStatusBarStyle preferredStatusBarStyle;
        @property NSInteger modalPresentationStyle;
        - (void)loadView;
        - (void)viewDidLoad;
        - (void)viewWillAppear:(BOOL)animated;
        - (void)viewDidAppear:(BOOL)animated;
        - (void)viewWillDisappear:(BOOL)animated;
        - (void)viewDidLayoutSubviews;
        - (void)setNeedsStatusBarAppearanceUpdate;
        - (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(void (^)(void))completion;
        - (void)dismissViewControllerAnimated:(BOOL)animated completion:(void (^)(void))completion;
        - (void)addChildViewController:(UIViewController *)child;
        - (void)traitCollectionDidChange:(UITraitCollection *)previous;
        @end
        @interface UINavigationController : UIViewController
        - (instancetype)initWithRootViewController:(UIViewController *)root;
        @property (readonly) UINavigationBar *navigationBar;
        @property (readonly) UIToolbar *toolbar;
        - (void)pushViewController:(UIViewController *)controller animated:(BOOL)animated;
        - (UIViewController *)popViewControllerAnimated:(BOOL)animated;
        @end
        @interface UITabBarController : UIViewController
        @property (readonly) UITabBar *tabBar;
        @property (copy) NSArray *viewControllers;
        @end
        @interface UITableViewController : UIViewController
        - (instancetype)initWithStyle:(UITableViewStyle)style;
        @property (strong) UITableView *tableView;
        @end
        @interface UICollectionViewController : UIViewController
        @property (strong) UICollectionView *collectionView;
        @end
        @interface UIAlertController : UIViewController
        + (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message preferredStyle:(NSInteger)style;
        - (void)addAction:(id)action;
        @end
        @interface UIAlertAction : NSObject
        + (instancetype)actionWithTitle:(NSString *)title style:(NSInteger)style handler:(void (^)(UIAlertAction *action))handler;
        @end
        @interface NSAppearance : NSObject
        + (NSAppearance *)appearanceNamed:(NSString *)name;
        @property (class, strong) NSAppearance *currentAppearance;
        @property (readonly, copy) NSString *name;
        - (NSString *)bestMatchFromAppearancesWithNames:(NSArray *)names;
        @end
        extern NSString *const NSAppearanceNameAqua;
        extern NSString *const NSAppearanceNameDarkAqua;
        extern NSString *const NSAppearanceNameVibrantLight;
        extern NSString *const NSAppearanceNameVibrantDark;
        @interface NSGraphicsContext : NSObject
        + (NSGraphicsContext *)currentContext;
        + (void)saveGraphicsState;
        + (void)restoreGraphicsState;
        @property (readonly) CGContextRef CGContext;
        @end
        @interface NSResponder : NSObject @end
        @interface NSView : NSResponder
        - (instancetype)initWithFrame:(NSRect)frame;
        - (instancetype)initWithCoder:(NSCoder *)coder;
        @property NSRect frame;
        @property NSRect bounds;
        @property BOOL wantsLayer;
        @property (strong) CALayer *layer;
        @property BOOL hidden;
        @property CGFloat alphaValue;
        @property (strong) NSAppearance *appearance;
        @property (readonly) NSAppearance *effectiveAppearance;
        @property (readonly) NSView *superview;
        @property (copy) NSArray *subviews;
        @property (readonly) NSWindow *window;
        @property BOOL translatesAutoresizingMaskIntoConstraints;
        @property NSUInteger autoresizingMask;
        @property (getter=isFlipped, readonly) BOOL flipped;
        - (void)addSubview:(NSView *)view;
        - (void)addSubview:(NSView *)view positioned:(NSInteger)place relativeTo:(NSView *)other;
        - (void)removeFromSuperview;
        - (void)setNeedsDisplay:(BOOL)flag;
        @property BOOL needsDisplay;
        @property BOOL needsLayout;
        - (void)drawRect:(NSRect)rect;
        - (void)layout;
        - (void)updateLayer;
        - (void)viewDidChangeEffectiveAppearance;
        - (void)addConstraint:(id)constraint;
        - (void)addConstraints:(NSArray *)constraints;
        @end
        @interface NSControl : NSView
        @property (copy) NSString *stringValue;
        @property (copy) NSAttributedString *attributedStringValue;
        @property (strong) NSFont *font;
        @property NSTextAlignment alignment;
        @property BOOL enabled;
        @property (weak) id target;
        @property SEL action;
        @property NSInteger integerValue;
        @property double doubleValue;
        @end
        @interface NSTextField : NSControl
        + (instancetype)labelWithString:(NSString *)string;
        + (instancetype)textFieldWithString:(NSString *)string;
        + (instancetype)wrappingLabelWithString:(NSString *)string;
        @property (strong) NSColor *textColor;
        @property (strong) NSColor *backgroundColor;
        @property BOOL drawsBackground;
        @property BOOL bordered;
        @property BOOL bezeled;
        @property BOOL editable;
        @property BOOL selectable;
        @property (copy) NSString *placeholderString;
        @property (copy) NSAttributedString *placeholderAttributedString;
        @property (weak) id delegate;
        @property NSInteger maximumNumberOfLines;
        @property NSInteger lineBreakMode;
        @end
        @interface NSButton : NSControl
        + (instancetype)buttonWithTitle:(NSString *)title target:(id)target action:(SEL)action;
        @property (copy) NSString *title;
        @property (copy) NSAttributedString *attributedTitle;
        @property (strong) NSColor *contentTintColor;
        @property (strong) NSColor *bezelColor;
        @property (strong) NSImage *image;
        @property BOOL bordered;
        @property NSInteger bezelStyle;
        @property NSInteger state;
        - (void)setButtonType:(NSInteger)type;
        @end
        @interface NSImageView : NSControl
        + (instancetype)imageViewWithImage:(NSImage *)image;
        @property (strong) NSImage *image;
        @property (strong) NSColor *contentTintColor;
        @end
        @interface NSBox : NSView
        @property (strong) NSColor *fillColor;
        @property (strong) NSColor *borderColor;
        @property NSInteger boxType;
        @property (copy) NSString *title;
        @end
        @interface NSClipView : NSView
        @property (strong) NSColor *backgroundColor;
        @property BOOL drawsBackground;
        @end
        @interface NSScrollView : NSView
        @property (strong) NSColor *backgroundColor;
        @property BOOL drawsBackground;
        @property (strong) NSView *documentView;
        @property (strong) NSClipView *contentView;
        @property BOOL hasVerticalScroller;
        @end
        @interface NSText : NSView
        @property (copy) NSString *string;
        @property (strong) NSColor *textColor;
        @property (strong) NSColor *backgroundColor;
        @property BOOL drawsBackground;
        @property (strong) NSFont *font;
        @property BOOL editable;
        @end
        @interface NSTextStorage : NSMutableAttributedString
        @property (weak) id delegate;
        @end
        @interface NSTextView : NSText
        @property (strong) NSColor *insertionPointColor;
        @property (copy) NSDictionary *selectedTextAttributes;
        @property (copy) NSDictionary *typingAttributes;
        @property (readonly) NSTextStorage *textStorage;
        @property NSSize textContainerInset;
        @property NSRange selectedRange;
        @end
        @interface NSTableRowView : NSView
        @property (strong) NSColor *backgroundColor;
        @property BOOL selected;
        @property BOOL emphasized;
        - (void)drawSelectionInRect:(NSRect)rect;
        - (void)drawBackgroundInRect:(NSRect)rect;
        @end
        @interface NSTableCellView : NSView
        @property (strong) NSTextField *textField;
        @property (strong) NSImageView *imageView;
        @property NSInteger backgroundStyle;
        @end
        @interface NSTableColumn : NSObject
        @property (copy) NSString *identifier;
        @end
        @interface NSTableView : NSControl
        @property (strong) NSColor *backgroundColor;
        @property (strong) NSColor *gridColor;
        @property BOOL usesAlternatingRowBackgroundColors;
        @property NSInteger selectionHighlightStyle;
        @property (weak) id dataSource;
        @property (weak) id delegate;
        @property CGFloat rowHeight;
        - (void)reloadData;
        - (id)makeViewWithIdentifier:(NSString *)identifier owner:(id)owner;
        @end
        @interface NSOutlineView : NSTableView @end
        @interface NSCollectionView : NSView
        @property (copy) NSArray *backgroundColors;
        @end
        @interface NSCollectionViewItem : NSObject
        @property (strong) NSView *view;
        @property (strong) NSTextField *textField;
        @property BOOL selected;
        @end
        @interface NSVisualEffectView : NSView
        @property NSInteger material;
        @property NSInteger blendingMode;
        @property NSInteger state;
        @end
        @interface NSProgressIndicator : NSView @end
        @interface NSSegmentedControl : NSControl @end
        @interface NSPopUpButton : NSButton @end
        @interface NSSlider : NSControl @end
        @interface NSStackView : NSView
        + (instancetype)stackViewWithViews:(NSArray *)views;
        - (void)addArrangedSubview:(NSView *)view;
        @property CGFloat spacing;
        @property NSInteger orientation;
        @end
        @interface NSSplitView : NSView @end
        @interface NSTabView : NSView @end
        @interface NSMenu : NSObject
        - (void)addItem:(id)item;
        @end
        @interface NSMenuItem : NSObject
        @property (copy) NSString *title;
        @property NSInteger state;
        @property NSInteger tag;
        @property BOOL enabled;
        @end
        @interface NSAlert : NSObject
        @property (copy) NSString *messageText;
        @property (copy) NSString *informativeText;
        - (NSInteger)runModal;
        @end
        @interface NSUserDefaultsController : NSObject
        + (NSUserDefaultsController *)sharedUserDefaultsController;
        @end
        @interface NSCell : NSObject
        @property (copy) NSString *stringValue;
        @property (copy) NSAttributedString *attributedStringValue;
        @property (strong) NSFont *font;
        - (void)drawWithFrame:(NSRect)frame inView:(NSView *)view;
        - (void)drawInteriorWithFrame:(NSRect)frame inView:(NSView *)view;
        @end
        @interface NSActionCell : NSCell @end
        @interface NSTextFieldCell : NSActionCell
        @property (strong) NSColor *textColor;
        @property (strong) NSColor *backgroundColor;
        @property BOOL drawsBackground;
        @end
        @interface NSButtonCell : NSActionCell @end
        @interface NSWindow : NSResponder
        @property (strong) NSView *contentView;
        @property (strong) NSColor *backgroundColor;
        @property (copy) NSString *title;
        @property (strong) NSAppearance *appearance;
        @property BOOL titlebarAppearsTransparent;
        @property BOOL opaque;
        - (void)makeKeyAndOrderFront:(id)sender;
        @end
        @interface NSPanel : NSWindow @end
        @interface NSWindowController : NSResponder
        - (instancetype)initWithWindowNibName:(NSString *)name;
        @property (strong) NSWindow *window;
        - (void)windowDidLoad;
        @end
        @interface NSViewController : NSResponder
        - (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle;
        @property (strong) NSView *view;
        @property (copy) NSString *title;
        - (void)loadView;
        - (void)viewDidLoad;
        - (void)viewWillAppear;
        - (void)viewDidAppear;
        @end
        @interface NSApplication : NSResponder
        + (NSApplication *)sharedApplication;
        @property (strong) NSAppearance *appearance;
        @property (readonly) NSAppearance *effectiveAppearance;
        @property (weak) id delegate;
        @end
        extern NSApplication *NSApp;
        @interface SKAction : NSObject
        + (SKAction *)runBlock:(void (^)(void))block;
        @end
        @interface SKNode : UIResponder
        + (instancetype)node;
        @property CGPoint position;
        @property CGFloat zPosition;
        @property CGFloat alpha;
        @property CGFloat xScale;
        @property CGFloat yScale;
        @property BOOL hidden;
        @property (copy) NSString *name;
        @property (readonly) SKNode *parent;
        @property (readonly) NSArray *children;
        - (void)addChild:(SKNode *)node;
        - (void)insertChild:(SKNode *)node atIndex:(NSInteger)index;
        - (void)removeFromParent;
        - (void)runAction:(SKAction *)action;
        @end
        @interface SKLabelNode : SKNode
        + (instancetype)labelNodeWithText:(NSString *)text;
        + (instancetype)labelNodeWithFontNamed:(NSString *)name;
        @property (copy) NSString *text;
        @property (copy) NSString *fontName;
        @property CGFloat fontSize;
        @property (strong) UIColor *fontColor;
        @property NSInteger horizontalAlignmentMode;
        @property NSInteger verticalAlignmentMode;
        @end
        @interface SKShapeNode : SKNode
        + (instancetype)shapeNodeWithRect:(CGRect)rect;
        + (instancetype)shapeNodeWithRect:(CGRect)rect cornerRadius:(CGFloat)radius;
        + (instancetype)shapeNodeWithPath:(CGPathRef)path;
        @property CGPathRef path;
        @property (strong) UIColor *fillColor;
        @property (strong) UIColor *strokeColor;
        @property CGFloat lineWidth;
        @end
        @interface SKSpriteNode : SKNode
        + (instancetype)spriteNodeWithColor:(UIColor *)color size:(CGSize)size;
        + (instancetype)spriteNodeWithImageNamed:(NSString *)name;
        @property (strong) UIColor *color;
        @property CGFloat colorBlendFactor;
        @property CGSize size;
        @end
        @interface SKEffectNode : SKNode @end
        @interface SKScene : SKEffectNode
        - (instancetype)initWithSize:(CGSize)size;
        + (instancetype)sceneWithSize:(CGSize)size;
        @property (strong) UIColor *backgroundColor;
        @property CGSize size;
        @end
        @interface SKView : UIView
        - (void)presentScene:(SKScene *)scene;
        @end
        """
}
