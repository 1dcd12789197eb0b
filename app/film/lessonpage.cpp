// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonpage.h"

#include "catalogues.h"
#include "handoutwords.h"
#include "pagequestions.h"
#include "runwalk.h"
#include "scenepicture.h"
#include "scormpackage.h"
#include "stepcaption.h"
#include "webpage.h"
#include "wholefile.h"

#include <algorithm>

namespace nq {

namespace {

/// The page's speed: a lesson is stepped through slowly, two steps a second.
constexpr double kLessonFps = 2;

/// A text of the lesson in each of the page's languages (the lesson's own where it has one).
QJsonObject lessonText(const WebPage &page, const LessonText &text)
{
    QJsonObject out;
    if (text.isEmpty())
        return out;
    for (const QString &code : page.languages())
        out.insert(code, text.in(code));
    return out;
}

void addScene(WebPage &page, const LessonScene &scene, int number, const Theme &theme,
              const QuizSettings &quiz, const std::atomic_bool *cancel)
{
    const RunDescription &run = scene.setup.run;
    page.beginPart(run, page.inEvery([&] { return HandoutWords::heading(scene, number); }),
                   lessonText(page, scene.note));
    const AlgorithmInfo &info = Algorithms::info(run.algorithm);
    if (scene.position.kind != ScenePosition::Kind::Step) {
        const PlayState start = PlayState::startOf(info, run.options());
        page.addStep(ScenePicture::of(scene, start, theme), start, false,
                     [&] { return HandoutWords::shown(scene, start); });
        return;
    }
    const StopCondition until = scene.playUntil();
    const std::int64_t from = scene.position.step;
    const std::int64_t room = std::max<qsizetype>(1, WebPage::kMaxSteps - page.stepCount());
    const std::int64_t to = from + std::min<std::int64_t>(LessonPage::kSceneSteps, room - 1);
    // A scene with Predict on asks as the window asks from it; the others ask nothing.
    QuizSettings asked = quiz;
    if (!scene.setup.predict)
        asked.asked.fill(false);
    int depthBefore = 0;
    int index = 0;
    const qsizetype before = page.stepCount();
    PageQuestions::walk(
        run, from, to, asked,
        [&](const PlayState &state, const Question *question) {
            page.addStep(ScenePicture::of(scene, state, theme), state, true, [&] {
                return state.position == 0
                    ? StepCaption::start()
                    : StepCaption::describe(state.last, state, run.algorithm);
            });
            // Played from the scene's step, the run pauses where "play until" holds.
            const bool met = state.position > from && !until.isNever()
                && until.matches(state.last, depthBefore, state);
            depthBefore = state.depth();
            // A question needs the step after it on the page.
            if (question && !met)
                page.addQuestion(PageQuestions::toJson(*question, index, state, run.algorithm,
                                                       asked.seed, page));
            ++index;
            return !met;
        },
        cancel);
    if (page.stepCount() == before && !(cancel && cancel->load())) {
        // A step past the run's end (a file made elsewhere): the run's last step, so that
        // every scene keeps its part and its number.
        const PlayState end = RunWalk::to(run, from, cancel);
        page.addStep(ScenePicture::of(scene, end, theme), end, true, [&] {
            return end.position == 0 ? StepCaption::start()
                                     : StepCaption::describe(end.last, end, run.algorithm);
        });
    }
}

} // namespace

QuizSettings LessonPage::defaultQuiz()
{
    QuizSettings quiz;
    quiz.every = QuizSettings::kWindowEvery;
    return quiz;
}

QByteArray LessonPage::html(const Lesson &lesson, const QString &name, Theme::Kind theme,
                            const QuizSettings &quiz, const std::atomic_bool *cancel)
{
    WebPage page(theme, kLessonFps);
    const Theme colours = Theme::of(theme);
    for (std::size_t i = 0; i < lesson.scenes.size(); ++i) {
        if (page.stepCount() >= WebPage::kMaxSteps || (cancel && cancel->load()))
            break;
        addScene(page, lesson.scenes[i], int(i + 1), colours, quiz, cancel);
    }
    if (cancel && cancel->load())
        return {};
    QJsonObject title = lessonText(page, lesson.title);
    if (title.isEmpty()) {
        for (const QString &code : page.languages())
            title.insert(code, name);
    }
    return page.html(title);
}

bool LessonPage::write(const Lesson &lesson, const QString &name, const Output &output,
                       const QString &path, QString *error, const std::atomic_bool *cancel)
{
    QByteArray bytes = html(lesson, name, output.theme, output.quiz, cancel);
    if (bytes.isEmpty()) {
        if (error)
            *error = cancel && cancel->load()
                ? QString()
                : WholeFile::cannotWrite(path, tr("the page's parts are missing"));
        return false;
    }
    if (output.scorm) {
        QString title = lesson.title.in(Catalogues::current());
        if (title.isEmpty())
            title = name;
        QString why;
        bytes = ScormPackage::of(bytes, title, &why);
        if (bytes.isEmpty()) {
            if (error)
                *error = WholeFile::cannotWrite(path, why);
            return false;
        }
    }
    return WholeFile::write(path, bytes, error, cancel);
}

} // namespace nq
