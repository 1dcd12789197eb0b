// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens lesson check | render | web
#include "cliutil.h"
#include "commandline.h"

#include "handoutwords.h"

#include "lessoncheck.h"
#include "lessonfile.h"
#include "lessonpage.h"
#include "messagetext.h"
#include "runwalk.h"

#include "boardexport.h"
#include "scenepicture.h"

#include "folderoutput.h"
#include "outputtarget.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace nq {

using namespace cli;

namespace {

// The widest picture of a scene, and the most pixels a lesson's pictures hold in all.
constexpr qint64 kMaxRenderPixels = 4096;
constexpr qint64 kMaxLessonPixels = 1000LL * 1000 * 1000;

} // namespace

Lesson CommandLine::checkedLesson(const QString &source)
{
    QString error;
    std::optional<Lesson> lesson = LessonFile::read(source, &error);
    if (!lesson)
        throw UsageError { error };
    if (lesson->scenes.empty())
        throw UsageError { tr("%1: the lesson has no scene").arg(source) };
    // What `lesson check` refuses is refused here too, in its words, before anything is drawn.
    QStringList problems;
    for (std::size_t i = 0; i < lesson->scenes.size(); ++i) {
        for (const QString &problem : LessonCheck::problems(lesson->scenes[i]))
            problems << tr("%1: scene %2: %3").arg(source).arg(i + 1).arg(problem);
    }
    if (!problems.isEmpty()) {
        for (int i = 0; i + 1 < problems.size(); ++i)
            writeErr(problems.at(i));
        throw UsageError { problems.last() };
    }
    return std::move(*lesson);
}

int CommandLine::lesson()
{
    const QString action = m_args.value(0);
    if (action != u"check" && action != u"render" && action != u"web")
        throw UsageError { action.isEmpty()
                               ? tr("lesson needs check, render or web (see nqueens lesson "
                                    "--help)")
                               : tr("lesson can check, render or web, not '%1' (see nqueens "
                                    "lesson --help)")
                                     .arg(printable(action, 40)) };
    m_args.removeFirst();
    if (action == u"check") {
        const Parsed p = parse(QStringLiteral("lesson check"));
        if (p.positional.isEmpty())
            throw UsageError { tr("lesson check needs a lesson file") };
        int status = Ok;
        for (const QString &path : p.positional) {
            QString error;
            const std::optional<Lesson> lesson = LessonFile::read(path, &error);
            if (!lesson) {
                writeErr(error);
                status = BadInput;
                continue;
            }
            int problems = 0;
            if (lesson->scenes.empty()) {
                writeErr(tr("%1: the lesson has no scene").arg(path));
                ++problems;
            }
            for (std::size_t i = 0; i < lesson->scenes.size(); ++i) {
                for (const QString &problem : LessonCheck::problems(lesson->scenes[i])) {
                    writeErr(tr("%1: scene %2: %3").arg(path).arg(i + 1).arg(problem));
                    ++problems;
                }
            }
            if (problems > 0)
                status = BadInput;
            else
                writeOut((lesson->scenes.size() == 1
                              ? tr("%1: 1 scene, as the window will show it\n").arg(path)
                              : tr("%1: %2 scenes, all as the window will show them\n")
                                    .arg(path)
                                    .arg(lesson->scenes.size())));
        }
        return status;
    }

    if (action == u"web")
        return lessonWeb();
    const Parsed p = parse(QStringLiteral("lesson render"));
    if (p.positional.size() != 1)
        throw UsageError { tr("lesson render needs one lesson file") };
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty())
        throw UsageError { tr("lesson render needs -o FOLDER or -o FILE.pdf") };
    const bool pdf = output.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive);
    int pixels = 800;
    if (p.values.contains(QStringLiteral("--size")))
        pixels = int(positiveNumber(p, QStringLiteral("--size"), kMaxRenderPixels));
    const std::optional<Theme::Kind> theme = themeNamed(p.values.value(
        QStringLiteral("--theme"), pdf ? QStringLiteral("print") : QStringLiteral("light")));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                               .arg(p.values.value(QStringLiteral("--theme"))) };
    const QString language = p.values.value(QStringLiteral("--language"), QStringLiteral("en"));
    speak(language); // the headings and the steps' words in it too, not only the notes
    const BoardExport::Page page = pageNamed(p.values.value(QStringLiteral("--page")), false);
    const QString source = p.positional.first();
    QString error;
    const std::optional<Lesson> lesson = checkedLesson(source);
    // The output is checked before any drawing, and Ctrl-C from here on leaves it as it was.
    const QRegularExpression ours(QStringLiteral("^scene-[0-9]+\\.png$"));
    if (const QString cannot
        = pdf ? OutputTarget::problem(output) : FolderOutput::problem(output, ours);
        !cannot.isEmpty())
        throw OutputError { cannot };
    const CatchInterrupt interrupt;

    std::vector<BoardPicture> pictures;
    qint64 allPixels = 0;
    for (std::size_t i = 0; i < lesson->scenes.size(); ++i) {
        const LessonScene &scene = lesson->scenes[i];
        const PlayState state = scene.position.kind == ScenePosition::Kind::Step
            ? RunWalk::to(scene.setup.run, scene.position.step, &g_interrupted)
            : PlayState::startOf(Algorithms::info(scene.setup.run.algorithm),
                                 scene.setup.run.options());
        if (g_interrupted) {
            writeErr(tr("interrupted"));
            return Interrupted;
        }
        BoardPicture picture = ScenePicture::of(scene, state, Theme::of(*theme));
        picture.caption = HandoutWords::sceneCaption(scene, state, language, int(i + 1));
        if (!pdf) {
            // Sized from its words before it is drawn: a picture past the budget is refused.
            const QSize size = BoardExport::pngSize(picture, pixels);
            const qint64 area = qint64(size.width()) * size.height();
            if (area > BoardExport::kMaxPngPixels)
                throw UsageError { tr("scene %1 would be a picture of %2 × %3 pixels, more than "
                                      "%L4 million; choose a smaller --size")
                                       .arg(i + 1)
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(BoardExport::kMaxPngPixels / 1000000) };
            allPixels += area;
            if (allPixels > kMaxLessonPixels)
                throw UsageError { tr("the lesson's pictures would hold more than %L1 million "
                                      "pixels in all; choose a smaller --size")
                                       .arg(kMaxLessonPixels / 1000000) };
        }
        pictures.push_back(std::move(picture));
    }
    if (pdf) {
        BoardExport::SheetOptions options;
        options.title = lesson->title.in(language);
        if (options.title.isEmpty())
            options.title = QFileInfo(source).completeBaseName();
        options.page = page;
        // Boards a class can read on paper: two across, two down (over 8 cm a board on A4),
        // not a sheet of solutions' three by four.
        options.columns = 2;
        options.rows = 2;
        if (!BoardExport::writeSheet(output, pictures, options, &error, &g_interrupted)) {
            if (g_interrupted) {
                writeErr(tr("interrupted"));
                return Interrupted;
            }
            writeErr(error);
            return Failed;
        }
        return Ok;
    }
    // A folder: one PNG a scene, scene-01.png on, made beside the target and put in place whole.
    FolderOutput folder(output, ours);
    if (!folder.create(&error)) {
        writeErr(error);
        return Failed;
    }
    const int digits = int(QString::number(pictures.size()).size());
    for (std::size_t i = 0; i < pictures.size(); ++i) {
        const QString path = folder.filePath(
            QStringLiteral("scene-%1.png").arg(int(i + 1), std::max(2, digits), 10, QChar(u'0')));
        if (g_interrupted) {
            writeErr(tr("interrupted"));
            return Interrupted;
        }
        if (!BoardExport::writeBoard(path, pictures[i], pixels, &error)) {
            // The message names the file the user asked for, not the hidden folder.
            writeErr(folder.told(error));
            return Failed;
        }
    }
    if (!folder.commit(&error, &g_interrupted)) {
        writeErr(error.isEmpty() ? tr("interrupted") : error);
        return error.isEmpty() ? Interrupted : Failed;
    }
    return Ok;
}

int CommandLine::lessonWeb()
{
    const Parsed p = parse(QStringLiteral("lesson web"));
    if (p.positional.size() != 1)
        throw UsageError { tr("lesson web needs one lesson file") };
    const QString output = p.values.value(QStringLiteral("--output"));
    const bool scorm = p.flags.contains(QStringLiteral("--scorm"));
    if (output.isEmpty())
        throw UsageError { scorm ? tr("lesson web --scorm needs -o FILE.zip")
                                 : tr("lesson web needs -o FILE.html") };
    if (scorm && !output.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive))
        throw UsageError { tr("%1: a SCORM package is a .zip file").arg(output) };
    if (!scorm && !output.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive)
        && !output.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive))
        throw UsageError {
            tr("%1: a lesson's page is a .html file (or, with --scorm, a .zip)").arg(output)
        };
    const std::optional<Theme::Kind> theme
        = themeNamed(p.values.value(QStringLiteral("--theme"), QStringLiteral("light")));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                               .arg(p.values.value(QStringLiteral("--theme"))) };
    // The page speaks every language; --language is the one it shows first.
    speak(p.values.value(QStringLiteral("--language"), QStringLiteral("en")));
    const QString source = p.positional.first();
    const Lesson lesson = checkedLesson(source);
    if (const QString cannot = OutputTarget::problem(output); !cannot.isEmpty())
        throw OutputError { cannot };
    // The scenes with Predict on ask as the window asks by default, or as told.
    LessonPage::Output out;
    out.theme = *theme;
    out.scorm = scorm;
    if (p.values.contains(QStringLiteral("--seed")))
        out.quiz.seed = std::uint64_t(positiveNumber(p, QStringLiteral("--seed"), 999999));
    if (p.values.contains(QStringLiteral("--every")))
        out.quiz.every = int(positiveNumber(p, QStringLiteral("--every"), 1000));
    const CatchInterrupt interrupt;
    QString error;
    if (!LessonPage::write(lesson, QFileInfo(source).completeBaseName(), out, output, &error,
                           &g_interrupted)) {
        if (g_interrupted) {
            writeErr(tr("interrupted"));
            return Interrupted;
        }
        writeErr(error);
        return Failed;
    }
    return Ok;
}

} // namespace nq
