// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files (.nqlesson), which students and teachers hand each other. Any bytes must give a
// lesson or one message; a lesson read must be written and read back as the same lesson, and
// every value in it within the format's limits.
#include "lessonfile.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<nq::Lesson> lesson = nq::LessonFile::parse(bytes, &error);
    if (!lesson) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (lesson->scenes.size() > std::size_t(nq::LessonFile::kMaxScenes))
        std::abort();
    for (const nq::LessonScene &scene : lesson->scenes) {
        const nq::AlgorithmInfo &info = nq::Algorithms::info(scene.setup.run.algorithm);
        if (!info.acceptsSize(scene.setup.run.n()) || scene.position.step < 0
            || scene.position.step > nq::LessonFile::kMaxStep)
            std::abort();
    }
    const std::optional<nq::Lesson> back
        = nq::LessonFile::parse(nq::LessonFile::serialize(*lesson), &error);
    if (!back || !(*back == *lesson))
        std::abort();
    return 0;
}
